# ```bash
# pip install requests
# ```

import requests


def status(url):
    return requests.get(url, timeout=5).status_code
