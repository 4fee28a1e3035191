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


def team_of(member: Member, default: Optional[int] = None) -> Optional[int]:
    if member.name == "":
        return default
    return member.team.id if member.team else None


def names(team: Team) -> list[str]:
    found: list[str] = []
    for member in team.members:
        found.append(member.name)
    return found
