from datetime import datetime, timedelta
from zoneinfo import ZoneInfo

# from the zoneinfo docs (https://docs.python.org/3/library/zoneinfo.html)
dt = datetime(2020, 10, 31, 12, tzinfo=ZoneInfo("America/Los_Angeles"))
print(dt)
# 2020-10-31 12:00:00-07:00

dt.tzname()
# 'PDT'

dt_add = dt + timedelta(days=1)
print(dt_add)
# 2020-11-01 12:00:00-08:00

dt_add.tzname()
# 'PST'

# standup for the team, fixed at 16:00 Lisbon time; check the weeks around the DST changes
team = {
    "Lisbon": "Europe/Lisbon",
    "Chicago": "America/Chicago",
    "Bangalore": "Asia/Kolkata",
    "Sydney": "Australia/Sydney",
}
for day in (datetime(2024, 3, 22, 16, 0), datetime(2024, 4, 5, 16, 0)):
    meeting = day.replace(tzinfo=ZoneInfo("Europe/Lisbon"))
    print(meeting.date())
    for city, zone in team.items():
        local = meeting.astimezone(ZoneInfo(zone))
        print(f"  {city:<10} {local:%a %H:%M} ({local.tzname()})")
