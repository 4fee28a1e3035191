import json


def normalise(event):
    return {key.lower(): value for key, value in event.items()}


def handle(body):
    event = body |> json.loads() |> normalise()
    return event.get("type", "unknown")


print(handle('{"Type": "order.paid", "Id": 7}'))
