print(“hi”)
