with open("todo.txt", "w", encoding: "utf-8", newline: "") as f:
    f.write("x")
