from typing import Optional

from flask import current_app


def load_user(user_id: int, cache: Optional[dict] = None, retries: int = 3):
    if cache is not None and user_id in cache:
        return cache[user_id]
    return current_app.db.get(user_id)


def load_team(team_id: int, include_archived: bool = False, cache: Optional[dict]):
    team = current_app.db.team(team_id)
    if not include_archived:
        team = [m for m in team if not m.archived]
    return [load_user(m.id, cache) for m in team]
