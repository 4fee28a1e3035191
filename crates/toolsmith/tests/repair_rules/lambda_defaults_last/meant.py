import tkinter as tk

COLOURS = ["red", "green", "blue"]


def paint(name, event):
    print(name, event.x, event.y)


root = tk.Tk()
for colour in COLOURS:
    swatch = tk.Label(root, text=colour, bg=colour, width=12)
    swatch.bind("<Button-1>", lambda event, name=colour: paint(name, event))
    swatch.pack(pady=2)
root.mainloop()
