import tkinter as tk
from tkinter import messagebox

WORK_MIN = 25
BREAK_MIN = 5


class Pomodoro:
    def __init__(self, root):
        self.root = root
        self.root.title("Pomodoro")
        self.remaining = WORK_MIN * 60
        self.running = False
        self.on_break = False
        self.done = 0

        self.label = tk.Label(root, text=self.fmt(self.remaining)
                              font=("Helvetica", 48), fg="#d9534f")
        self.label.pack(padx=30, pady=(20, 5))
        self.status = tk.Label(root, text="Work  (done: 0)", font=("Helvetica", 14))
        self.status.pack()

        buttons = tk.Frame(root)
        buttons.pack(pady=10)
        for text, cmd in (("Start", self.start), ("Pause", self.pause)):
            tk.Button(buttons, text=text, width=8, command=cmd).pack(side=tk.LEFT, padx=4)
        root.bind("<Escape>", lambda e: return root.destroy())

    @staticmethod
    def fmt(seconds):
        return f"{seconds // 60:02d}:{seconds % 60:02d}"

    def start(self):
        self.running = True
        self.tick()

    def pause(self):
        self.running = False

    def tick(self):
        if not self.running:
            return
        if self.remaining > 0:
            self.remaining -= 1
            self.label.config(text=self.fmt(self.remaining))
            self.root.after(1000, self.tick)
            return
        self.root.bell()
        if not self.on_break:
            self.done += 1
        messagebox.showinfo("Pomodoro", "Back to work!" if self.on_break else "Time for a break!")
        self.on_break = not self.on_break
        self.remaining = (BREAK_MIN if self.on_break else WORK_MIN) * 60
        self.status.config(text=f"{'Break' if self.on_break else 'Work'}  (done: {self.done})")
        self.label.config(fg="#5cb85c" if self.on_break else "#d9534f")
        self.tick()


if __name__ == "__main__":
    root = tk.Tk()
    Pomodoro(root)
    root.mainloop()
