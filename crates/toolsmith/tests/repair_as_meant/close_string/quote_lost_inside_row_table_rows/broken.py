TESTS = (
    (b'ab~cd, 'replace', 'ab\uFFFDcd'),
    (b'ab', 'strict', 'ab'),
    ('ab~cd, 'strict', b'ab~~cd'),
)
