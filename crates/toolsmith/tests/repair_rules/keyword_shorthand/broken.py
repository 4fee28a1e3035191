def post(path, **fields):
    return path, fields


def send_all(numbers, message, **options):
    results = []
    for number in numbers:
        results.append(post("/messages", number=number, message, **options))
    return results
