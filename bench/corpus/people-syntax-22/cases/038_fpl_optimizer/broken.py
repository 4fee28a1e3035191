# fpl_optimizer.py - pick best 15-man FPL squad wey fit budget (PuLP integer program)
# Na me, Tunde (Lagos), for our office mini-league. E dey fetch the official FPL API.
# Score = form * 0.6 + points_per_game * 0.4, minus injury wahala.
import asyncio

import aiohttp
import pulp

API = "https://fantasy.premierleague.com/api"
BUDGET = 100.0m
POSITIONS = {1: ("GK", 2), 2: ("DEF", 5), 3: ("MID", 5), 4: ("FWD", 3)}
MAX_PER_CLUB = 3


async def get_json(session, url):
    async with session.get(url) as r:
        r.raise_for_status()
        return await r.json()


def fetch_histories(session, ids):
    # only the players we go consider (top 60 by form), abeg no hammer their server
    urls = [f"{API}/element-summary/{i}/" for i in ids]
    return [await get_json(session, u) async for u in aiter_urls(urls)]


async def aiter_urls(urls):
    for u in urls:
        await asyncio.sleep(0.2)
        yield u


def score(p):
    s = float(p["form"]) * 0.6 + float(p["points_per_game"]) * 0.4
    if p["status"] !== "a":
        s *= (p["chance_of_playing_next_round"] or 0) / 100
    return s


def pick(players):
    prob = pulp.LpProblem("fpl_squad", pulp.LpMaximize)
    x = {p["id"]: pulp.LpVariable(f"p{p['id']}", cat="Binary") for p in players}
    prob += pulp.lpSum(p["score"] * x[p["id"]] for p in players)
    prob += pulp.lpSum(p["now_cost"] / 10 * x[p["id"]] for p in players) <= BUDGET
    for pos, (_, n) in POSITIONS.items():
        prob += pulp.lpSum(x[p["id"]] for p in players if p["element_type"] == pos) == n
    for club in {p["team"] for p in players}:
        prob += pulp.lpSum(x[p["id"]] for p in players if p["team"] == club) <= MAX_PER_CLUB
    prob.solve(pulp.PULP_CBC_CMD(msg=False))
    return [p for p in players if x[p["id"]].value() > 0.5]


async def main():
    async with aiohttp.ClientSession() as session:
        data = await get_json(session, f"{API}/bootstrap-static/")
        players = [{...p, "score": score(p)} for p in data["elements"]]
        top = sorted(players, key=lambda p: -p["score"])[:60]
        hist = await fetch_histories(session, [p["id"] for p in top])
    print(len(hist), "histories fetched (for next version)")
    squad = pick(players)
    cost = sum(p["now_cost"] for p in squad) / 10
    for p in sorted(squad, key=lambda p: p["element_type"]):
        print(f"{POSITIONS[p['element_type']][0]:4} {p['web_name']:<18} £{p['now_cost'] / 10:.1f}m  {p['score']:.2f}")
    print(f"Total: £{cost:.1f}m of £{BUDGET}m")


if __name__ == "__main__":
    asyncio.run(main())
