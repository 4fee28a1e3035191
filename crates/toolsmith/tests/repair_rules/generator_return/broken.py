import re

import aiohttp

LINK = re.compile(r'href="([^"]+)"')


async def links(session: aiohttp.ClientSession, url: str):
    async with session.get(url) as response:
        html = await response.text()
        if not html:
            return []
        for match in LINK.finditer(html):
            yield match.group(1)
