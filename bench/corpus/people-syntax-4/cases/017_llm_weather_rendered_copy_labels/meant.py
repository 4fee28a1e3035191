import sys

import requests

GEOCODE_URL = "https://geocoding-api.open-meteo.com/v1/search"
WEATHER_URL = "https://api.open-meteo.com/v1/forecast"

WEATHER_CODES = {
    0: "clear sky",
    1: "mainly clear",
    2: "partly cloudy",
    3: "overcast",
    45: "fog",
    61: "light rain",
    63: "rain",
    65: "heavy rain",
    71: "light snow",
    95: "thunderstorm",
}


def find_city(name):
    resp = requests.get(GEOCODE_URL, params={"name": name, "count": 1}, timeout=10)
    resp.raise_for_status()
    results = resp.json().get("results")
    if not results:
        raise SystemExit(f"City not found: {name}")
    city = results[0]
    return city["name"], city["latitude"], city["longitude"]


def current_weather(lat, lon):
    params = {"latitude": lat, "longitude": lon, "current_weather": True}
    resp = requests.get(WEATHER_URL, params=params, timeout=10)
    resp.raise_for_status()
    return resp.json()["current_weather"]


if __name__ == "__main__":
    city_name = " ".join(sys.argv[1:]) or "London"
    name, lat, lon = find_city(city_name)
    w = current_weather(lat, lon)
    desc = WEATHER_CODES.get(w["weathercode"], "unknown")
    print(f"{name}: {w['temperature']}°C, {desc}, wind {w['windspeed']} km/h")
