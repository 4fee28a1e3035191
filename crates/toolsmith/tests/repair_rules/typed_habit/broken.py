from dataclasses import dataclass
from typing import Optional


@dataclass
class Member:
    name: str
    team: Optional["Team"] = None


@dataclass
class Team:
    id: int
    members: list[Member]


def team_of(member: Member, default?: int) -> Optional[int]:
    if member.name == "":
        return default
    return member.team?.id


def names(team: Team) -> list[str]:
    found: str[] = []
    for member in team.members:
        found.append(member.name)
    return found
