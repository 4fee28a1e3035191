def check(note):
    if note < 0:
        raise ValueError(f'note: {note}')
    return note
