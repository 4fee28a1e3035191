# Tkinter to-do list - Programming 1 project
# Author: Niamh Byrne
import json
import os
import tkinter as tk
from tkinter import messagebox

SAVE_FILE = "todo.json"


class TodoApp:
    def __init__(self, root):
        self.root = root
        self.root.title("My To-Do List")
        self.tasks = self.load_tasks()

        self.entry = tk.Entry(root, width=40)
        self.entry.grid(row=0, column=0, padx=8, pady=8)
        self.entry.bind("<Return>", lambda event: self.add_task())

        add_btn = tk.Button(root, text="Add", width=8, command=self.add_task)
        add_btn.grid(row=0, column=1, padx=4)

        self.listbox = tk.Listbox(root, width=50, height=12, selectmode=tk.SINGLE)
        self.listbox.grid(row=1, column=0, columnspan=2, padx=8)

        done_btn = tk.Button(
            root,
            text="Mark done",
            command=self.remove_selected,
        )
        done_btn.grid(row=2, column=0, sticky="w", padx=8, pady=8)
        clear_btn = tk.Button(root, text="Clear all", command=self.clear_all)
        clear_btn.grid(row=2, column=1, pady=8)

        self.refresh()
        self.root.protocol("WM_DELETE_WINDOW", self.on_close)

    def load_tasks(self):
        if not os.path.exists(SAVE_FILE):
            return []
        with open(SAVE_FILE, encoding="utf-8") as f:
            return json.load(f)

    def save_tasks(self):
        with open(SAVE_FILE, "w", encoding="utf-8") as f:
            json.dump(self.tasks, f, indent=2)

    def refresh(self):
        self.listbox.delete(0, tk.END)
        for i, task in enumerate(self.tasks, start=1):
            self.listbox.insert(tk.END, f"{i}. {task}")

    def add_task(self):
        text = self.entry.get().strip()
        if text == "":
            messagebox.showwarning("Empty", "Type a task first!")
            return
        self.tasks.append(text)
        self.entry.delete(0, tk.END)
        self.refresh()

    def remove_selected(self):
        selection = self.listbox.curselection()
        if len(selection) == 0:
            return
        del self.tasks[selection[0]]
        self.refresh()

    def clear_all(self):
        if messagebox.askyesno("Clear", "Delete all tasks?"):
            self.tasks = []
            self.refresh()

    def on_close(self):
        self.save_tasks()
        self.root.destroy()


if __name__ == "__main__":
    root = tk.Tk()
    app = TodoApp(root)
    root.mainloop()
