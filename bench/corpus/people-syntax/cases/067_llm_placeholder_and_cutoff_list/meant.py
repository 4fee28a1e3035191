import json
import urllib.parse
import urllib.request

API_KEY = "<YOUR_API_KEY>"
BASE_URL = "https://api.example-weather.com/v1/current"


def get_weather(city):
    query = urllib.parse.urlencode({"q": city, "key": API_KEY, "units": "metric"})
    with urllib.request.urlopen(BASE_URL + "?" + query, timeout=10) as resp:
        data = json.load(resp)
    return {
        "city": city,
        "temp": data["main"]["temp"],
        "description": data["weather"][0]["description"],
    }


CITIES = [
    "London",
    "Paris",
    "Tokyo",
    "Nairobi",
]
