def needs_renewal(member: dict, season: int) -> bool:
    return (
        member.get("status") == "active"
        and member.get("last_registered_season", 0) < season
        and not member.get("lifetime", False)
    )


def renewals(members, season):
    return [m["name"] for m in members if needs_renewal(m, season)]
