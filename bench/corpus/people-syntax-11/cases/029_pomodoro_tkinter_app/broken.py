"""Pomodoro timer with a task list (Tkinter).

25 minutes of work, 5 minutes of break, a long break after every fourth
pomodoro.  Tasks and the number of pomodoros spent on each are kept in
~/.pomodoro.json.
"""
import json
import time
import tkinter as tk
from pathlib import Path
from tkinter import messagebox, simpledialog, ttk

DATA_FILE = Path.home() / ".pomodoro.json"
DEFAULTS = {"work": 25, "short_break": 5, "long_break": 15, "long_every": 4, "sound": True}
COLOURS = {"work": "#d95550", "short_break": "#4c9195", "long_break": "#457ca3"}
LABELS = {"work": "Focus", "short_break": "Short break", "long_break": "Long break"}


def load_data():
    try:
        data = json.loads(DATA_FILE.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        data = {}
    settings = {**DEFAULTS, **data.get("settings", {})}
    tasks = data.get("tasks", [])
    return settings, tasks


def save_data(settings, tasks):
    DATA_FILE.write_text(json.dumps({"settings": settings, "tasks": tasks}, indent=2), encoding="utf-8")


def mmss(seconds):
    seconds = max(0, int(round(seconds)))
    return f"{seconds // 60:02d}:{seconds % 60:02d}"


class SettingsDialog(simpledialog.Dialog):
    def __init__(self, parent, settings):
        self.settings = dict(settings)
        self.result = None
        super().__init__(parent, title="Settings")

    def body(self, master):
        self.vars = {}
        rows = [("work", "Focus (min)"), ("short_break", "Short break (min)"),
                ("long_break", "Long break (min)"), ("long_every", "Long break every")]
        for row, (key, label) in enumerate(rows):
            ttk.Label(master, text=label).grid(row=row, column=0, sticky="w", padx=4, pady=2)
            var = tk.IntVar(value=self.settings[key])
            ttk.Spinbox(master, from_=1, to=120, textvariable=var, width=5).grid(row=row, column=1, padx=4, pady=2)
            self.vars[key] = var
        self.sound = tk.BooleanVar(value=self.settings["sound"])
        ttk.Checkbutton(master, text="Bell at the end", variable=self.sound.grid(
            row=len(rows), column=0, columnspan=2, sticky="w", padx=4, pady=4)
        return master

    def validate(self):
        try:
            values = {key: var.get() for key, var in self.vars.items()}
        except tk.TclError:
            messagebox.showerror("Settings", "Please enter whole numbers.", parent=self)
            return False
        if any(v < 1 for v in values.values()):
            messagebox.showerror("Settings", "All values must be at least 1.", parent=self)
            return False
        self.settings.update(values)
        return True

    def apply(self):
        self.settings["sound"] = self.sound.get()
        self.result = self.settings


class PomodoroApp(ttk.Frame):
    def __init__(self, root):
        super().__init__(root, padding=12)
        self.root = root
        self.settings, self.tasks = load_data()
        self.phase = "work"
        self.remaining = self.settings["work"] * 60
        self.running = False
        self.deadline = None
        self.completed = 0
        self.after_id = None

        self.build_ui()
        self.refresh_tasks()
        self.show_time()
        root.protocol("WM_DELETE_WINDOW", self.on_close)
        root.bind("<space>", lambda e: self.toggle())

    # ------------------------------------------------------------------ layout
    def build_ui(self):
        self.grid(sticky="nsew")
        self.root.columnconfigure(0, weight=1)
        self.root.rowconfigure(0, weight=1)

        self.phase_label = ttk.Label(self, font=("Helvetica", 14))
        self.phase_label.grid(row=0, column=0, columnspan=3)
        self.time_label = tk.Label(self, font=("Helvetica", 56, "bold"), fg="white", width=6)
        self.time_label.grid(row=1, column=0, columnspan=3, pady=(4, 10), sticky="ew")

        self.start_button = ttk.Button(self, text="Start", command=self.toggle)
        self.start_button.grid(row=2, column=0, sticky="ew", padx=2)
        ttk.Button(self, text="Skip", command=self.skip).grid(row=2, column=1, sticky="ew", padx=2)
        ttk.Button(self, text="Settings", command=self.open_settings).grid(row=2, column=2, sticky="ew", padx=2)

        ttk.Separator(self).grid(row=3, column=0, columnspan=3, sticky="ew", pady=10)

        self.tree = ttk.Treeview(self, columns=("done",), height=8, selectmode="browse")
        self.tree.heading("#0", text="Task")
        self.tree.heading("done", text="🍅")
        self.tree.column("done", width=50, anchor="center")
        self.tree.grid(row=4, column=0, columnspan=3, sticky="nsew")
        self.tree.bind("<Double-1>", lambda e: self.rename_task())
        self.rowconfigure(4, weight=1)
        for col in range(3)
            self.columnconfigure(col, weight=1)

        buttons = ttk.Frame(self)
        buttons.grid(row=5, column=0, columnspan=3, sticky="ew", pady=(6, 0))
        ttk.Button(buttons, text="Add task", command=self.add_task).pack(side="left")
        ttk.Button(buttons, text="Rename", command=self.rename_task).pack(side="left", padx=4)
        ttk.Button(buttons, text="Done", command=self.remove_task).pack(side="left")
        self.status = ttk.Label(buttons, text="")
        self.status.pack(side="right")

    # ------------------------------------------------------------------ tasks
    def refresh_tasks(self):
        selected = self.selected_index()
        self.tree.delete(*self.tree.get_children())
        for i, task in enumerate(self.tasks):
            self.tree.insert("", "end", iid=str(i), text=task["name"], values=(task["pomodoros"],))
        if selected is not None and selected < len(self.tasks):
            self.tree.selection_set(str(selected))
        total = sum(t["pomodoros"] for t in self.tasks)
        self.status.config(text=f"{self.completed} today, {total} in total")

    def selected_index(self):
        sel = self.tree.selection()
        return int(sel[0]) if sel else None

    def add_task(self):
        name = simpledialog.askstring("New task", "What are you working on?", parent=self.root)
        if name and name.strip():
            self.tasks.append({"name": name.strip(), "pomodoros": 0})
            self.refresh_tasks()
            self.tree.selection_set(str(len(self.tasks) - 1))
            save_data(self.settings, self.tasks)

    def rename_task(self):
        index = self.selected_index()
        if index is None:
            return
        name = simpledialog.askstring("Rename task", "New name:", initialvalue=self.tasks[index]["name"],
                                      parent=self.root)
        if name and name.strip():
            self.tasks[index]["name"] = name.strip()
            self.refresh_tasks()
            save_data(self.settings, self.tasks)

    def remove_task(self):
        index = self.selected_index()
        if index is None:
            return
        task = self.tasks[index]
        if messagebox.askyesno("Done", f"Mark '{task['name']}' as done and remove it?", parent=self.root):
            del self.tasks[index]
            self.refresh_tasks()
            save_data(self.settings, self.tasks)

    # ------------------------------------------------------------------ timer
    def toggle(self):
        if self.running:
            self.remaining = self.deadline - time.monotonic()
            self.running = False
            if self.after_id:
                self.after_cancel(self.after_id)
            self.start_button.config(text="Resume")
        else:
            self.deadline = time.monotonic() + self.remaining
            self.running = True
            self.start_button.config(text="Pause")
            self.tick()

    def tick(self):
        if not self.running:
            return
        left = self.deadline - time.monotonic()
        if left <= 0:
            self.finish_phase()
            return
        self.remaining = left
        self.show_time()
        self.after_id = self.after(200, self.tick)

    def finish_phase(self):
        self.running = False
        if self.settings["sound"]:
            self.bell()
        if self.phase == "work":
            self.completed += 1
            index = self.selected_index()
            if index is not None:
                self.tasks[index]["pomodoros"] += 1
                save_data(self.settings, self.tasks)
            if self.completed % self.settings["long_every"] == 0:
                self.phase = "long_break"
            else:
                self.phase = "short_break"
        else:
            self.phase = "work"
        self.remaining = self.settings[self.phase] * 60
        self.start_button.config(text="Start")
        self.refresh_tasks()
        self.show_time()
        self.root.deiconify()
        self.root.lift()

    def skip(self):
        if self.after_id:
            self.after_cancel(self.after_id)
        self.finish_phase()

    def show_time(self):
        colour = COLOURS[self.phase]
        self.time_label.config(text=mmss(self.remaining), bg=colour)
        self.phase_label.config(text=LABELS[self.phase])
        self.root.title(f"{mmss(self.remaining)} - {LABELS[self.phase]}")

    def open_settings(self):
        dialog = SettingsDialog(self.root, self.settings)
        if dialog.result:
            self.settings = dialog.result
            if not self.running:
                self.remaining = self.settings[self.phase] * 60
                self.show_time()
            save_data(self.settings, self.tasks)

    def on_close(self):
        if self.running and not messagebox.askokcancel("Quit", "The timer is running. Quit anyway?"):
            return
        save_data(self.settings, self.tasks)
        self.root.destroy()


def main():
    root = tk.Tk()
    root.minsize(360, 420)
    PomodoroApp(root)
    root.mainloop()


if __name__ == "__main__":
    main()
