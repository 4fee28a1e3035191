"""Click counter with keyboard shortcuts (for the stand-up timer kiosk)."""
import tkinter as tk

root = tk.Tk()
root.title("Counter")
count = tk.IntVar(value=0)
history = []


def update_label():
    label.config(text=str(count.get()))
    label.config(fg="red" if count.get() < 0 else "black")


def change(delta):
    history.append(count.get())
    count.set(count.get() + delta)
    update_label()


def undo():
    if history:
        count.set(history.pop())
        update_label()


label = tk.Label(root, text="0", font=("Helvetica", 48), width=5)
label.pack(padx=20, pady=10)

buttons = tk.Frame(root)
buttons.pack(pady=(0, 10))
tk.Button(buttons, text="-1", width=6, command=lambda: change(-1)).pack(side="left")
tk.Button(buttons, text="+1", width=6, command=lambda: change(1)).pack(side="left")
tk.Button(buttons, text="reset", width=6,
          command=lambda: history.append(count.get()); count.set(0); update_label()).pack(side="left")
tk.Button(buttons, text="undo", width=6, command=undo).pack(side="left")

root.bind("<plus>", lambda e: change(1))
root.bind("<minus>", lambda e: change(-1))
root.bind("<Control-z>", lambda e: undo())
root.bind("<Escape>", lambda e: if count.get() == 0: root.destroy())

root.mainloop()
