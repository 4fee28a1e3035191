def test_a()
    assert f(1) == 2


def test_b():
    with pytest.raises(ValueError, match="positif)
        f(-1)
