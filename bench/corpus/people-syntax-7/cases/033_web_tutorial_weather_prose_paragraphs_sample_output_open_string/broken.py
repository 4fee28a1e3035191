Build a Command-Line Weather App in Python (No API Key Needed)

In this tutorial we will build a small program that prints the current weather for any
city. We use the free Open-Meteo API, so you don't need to sign up for anything. The
only package you need is requests (pip install requests).

Step 1: Find the coordinates of the city

Open-Meteo works with latitude and longitude, so first we ask its geocoding endpoint
where the city is.

import sys

import requests

DEFAULT_CITY = "Porto
GEO_URL = "https://geocoding-api.open-meteo.com/v1/search"
FORECAST_URL = "https://api.open-meteo.com/v1/forecast"


def find_city(name):
    r = requests.get(GEO_URL, params={"name": name, "count": 1}, timeout=10)
    r.raise_for_status()
    results = r.json().get("results")
    if not results:
        return None
    place = results[0]
    return place["name"], place.get("country", ""), place["latitude"], place["longitude"]

Step 2: Get the forecast

Now that we have the coordinates, we can ask for the current weather. The API returns
weather codes, so we also add a small table that turns the most common codes into words.

CODES = {
    0: "clear sky", 1: "mainly clear", 2: "partly cloudy", 3: "overcast",
    45: "fog", 51: "light drizzle", 61: "light rain", 63: "rain",
    65: "heavy rain", 71: "light snow", 80: "rain showers", 95: "thunderstorm",
}


def get_forecast(lat, lon):
    params = {"latitude": lat, "longitude": lon, "current_weather": "true"}
    r = requests.get(FORECAST_URL, params=params, timeout=10)
    r.raise_for_status()
    return r.json()

Step 3: Put it all together

Finally, main() reads the city from the command line, calls the two functions
and prints the result.

def main():
    city = " ".join(sys.argv[1:]) or DEFAULT_CITY
    found = find_city(city)
    if found is None:
        print(f"Sorry, I couldn't find {city!r}.")
        return
    name, country, lat, lon = found
    data = get_forecast(lat, lon)
    now = data["current_weather"]
    print(f"Weather for {name}, {country}")
    print(f"  now: {now['temperature']}°C, {CODES.get(now['weathercode'], 'unknown')}, "
          f"wind {now['windspeed']} km/h")


if __name__ == "__main__":
    main()

When you run it, you should see something like this:

$ python weather.py Lisbon
Weather for Lisbon, Portugal
  now: 18.4°C, partly cloudy, wind 14.2 km/h
