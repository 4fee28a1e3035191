import json
import urllib.request


def fetch_json(url, token, timeout=10):
    req = urllib.request.Request(
        url,
        headers={"Authorization": "Bearer " + token, "Accept": "application/json"},
    )
    with urllib.request.urlopen(req, timeout=timeout) as resp:
        return json.loads(resp.read().decode("utf-8"))


def list_open_issues(repo, token):
    data = fetch_json("https://api.example.com/repos/" + repo + "/issues?state=open", token)
    )
    return [(i["number"], i["title"]) for i in data]


if __name__ == "__main__":
    for number, title in list_open_issues("acme/widgets", "TOKEN"):
        print("#%d %s" % (number, title))
