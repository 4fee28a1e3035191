# exam results
scores = [45, 72, 90, 38, 66]

for score in scores:
    if score >= 50:
        print(score, "passed")
    else:
        print(score, "failed, retake in June")
