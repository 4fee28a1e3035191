t = {
    'Berlin': 12.5,
    'Köln': 9.0,
}
