import json
import smtplib
import time
from email.mime.text import MIMEText

import yfinance as yf

WATCHLIST = {
    "AAPL": {"below": 170.0, "above": 200.0},
    "MSFT": {"below": 380.0, "above": 450.0},
    "NVDA": {"below": 800.0, "above": 1000.0},
}
CHECK_EVERY = 15 * 60  # seconds
STATE_FILE = "alerts_sent.json"


def load_state():
    try:
        with open(STATE_FILE) as f:
            return json.load(f)
    except (FileNotFoundError, json.JSONDecodeError):
        return {}


def save_state(state):
    with open(STATE_FILE, "w") as f:
        json.dump(state, f)


def current_price(symbol):
    data = yf.Ticker(symbol).history(period="1d", interval="5m")
    if data.empty:
        return None
    return float(data["Close"].iloc[-1])


def send_email(subject, body, to_addr="me@example.com"):
    msg = MIMEText(body)
    msg["Subject"] = subject
    msg["From"] = "alerts@example.com"
    msg["To"] = to_addr
    with smtplib.SMTP("localhost") as server:
        server.send_message(msg)


def check_once(state):
    for symbol, limits in WATCHLIST.items():
        price = current_price(symbol)
        if price is None:
            continue
        if price < limits["below"] and state.get(symbol) != "below":
            send_email(f"{symbol} below {limits['below']}", f"{symbol} is now {price:.2f}")
            state[symbol] = "below"
        elif price > limits["above"] and state.get(symbol) != "above":
            send_email(f"{symbol} above {limits['above']}", f"{symbol} is now {price:.2f}")
            state[symbol] = "above"
        elif limits["below"] <= price <= limits["above"]:
            state.pop(symbol, None)
    save_state(state)


def main():
    state = load_state()
    while True:
        check_once(state)
        time.sleep(CHECK_EVERY)


if __name__ == "__main__":
    main()
