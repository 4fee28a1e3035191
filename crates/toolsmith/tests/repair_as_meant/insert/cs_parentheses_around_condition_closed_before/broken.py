while (j >= 0 and t[j] > c:
    j -= 1
