import json


def normalise(event):
    return {key.lower(): value for key, value in event.items()}


def handle(body):
    event = normalise(json.loads(body))
    return event.get("type", "unknown")


print(handle('{"Type": "order.paid", "Id": 7}'))
