def parse(cards, out):
    for card in cards:
        out.append({
            "title": card.text(strip=True)
            "url": card["href"],
        }
    return out
