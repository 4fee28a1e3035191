import requests


class Gateway:
    def __init__(self, api_key, *, sender="SHOP", timeout=10.0,
                 session=None, timeout=10.0, **defaults):
        self.api_key = api_key
        self.sender = sender
        self.timeout = timeout
        self.session = session or requests.Session()
        self.defaults = defaults

    def send(self, number, text):
        payload = {"to": number, "from": self.sender, "text": text, **self.defaults}
        return self.session.post("https://sms.example/send", json=payload, timeout=self.timeout)
