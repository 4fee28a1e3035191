import tkinter as tk
from tkinter import messagebox

WORK_MINUTES = 25
SHORT_BREAK_MINUTES = 5
LONG_BREAK_MINUTES = 15
SESSIONS_BEFORE_LONG_BREAK = 4

WORK_COLOR = "#d9534f"
BREAK_COLOR = "#5cb85c"


class PomodoroApp:
    def __init__(self, root: tk.Tk):
        self.root = root
        self.root.title("Pomodoro Timer")
        self.root.resizable(False, False)

        self.mode = "work"
        self.sessions_done = 0
        self.remaining = WORK_MINUTES * 60
        self.after_id = None

        self.mode_label = tk.Label(root, text="Focus", font=("Helvetica", 16))
        self.mode_label.pack(pady=(15, 0))

        self.time_label = tk.Label(root, font=("Helvetica", 48, "bold"))
        self.time_label.pack(padx=40, pady=10)

        self.count_label = tk.Label(root, text="Sessions completed: 0")
        self.count_label.pack()

        buttons = tk.Frame(root)
        buttons.pack(pady=15)
        self.start_button = tk.Button(buttons, text="Start", width=8, command=self.start)
        self.start_button.grid(row=0, column=0, padx=5)
        tk.Button(buttons, text="Pause", width=8, command=self.pause).grid(row=0, column=1, padx=5)
        tk.Button(buttons, text="Reset", width=8, command=self.reset).grid(row=0, column=2, padx=5)

        self.update_label()

    def update_label(self):
        mins, secs = divmod(self.remaining, 60)
        self.time_label.config(text=f"{mins:02d}:{secs:02d}, fg=WORK_COLOR if self.mode == "work" else BREAK_COLOR)

    def start(self):
        if self.after_id is None:
            self.start_button.config(state="disabled")
            self.tick()

    def pause(self):
        if self.after_id is not None:
            self.root.after_cancel(self.after_id)
            self.after_id = None
            self.start_button.config(state="normal")

    def reset(self):
        self.pause()
        self.mode = "work"
        self.remaining = WORK_MINUTES * 60
        self.mode_label.config(text="Focus")
        self.update_label()

    def tick(self):
        if self.remaining > 0:
            self.remaining -= 1
            self.update_label()
            self.after_id = self.root.after(1000, self.tick)
        else:
            self.after_id = None
            self.switch_mode()

    def switch_mode(self):
        self.root.bell()
        if self.mode == "work":
            self.sessions_done += 1
            self.count_label.config(text=f"Sessions completed: {self.sessions_done}")
            if self.sessions_done % SESSIONS_BEFORE_LONG_BREAK == 0:
                self.mode, minutes, title = "break", LONG_BREAK_MINUTES, "Long break"
        else:
                self.mode, minutes, title = "break", SHORT_BREAK_MINUTES, "Short break"
        else:
            self.mode, minutes, title = "work", WORK_MINUTES, "Focus"

        self.remaining = minutes * 60
        self.mode_label.config(text=title)
        self.update_label()
        messagebox.showinfo("Pomodoro", f"Time for: {title} ({minutes} min)")
        self.tick()


if __name__ == "__main__":
    root = tk.Tk()
    app = PomodoroApp(root)
    root.mainloop()
```
