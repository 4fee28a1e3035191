# Αποθήκη μίνι μάρκετ "Ο Γιάννης" - διαχείριση αποθέματος
# Γιάννης Π., Θεσσαλονίκη. Το έφτιαξα μόνος μου βλέποντας βίντεο στο YouTube.

import sqlite3
import tkinter as tk
from tkinter import messagebox, ttk

DB_FILE = "apothiki.db"
LOW_STOCK = 5

CATEGORIES = ["Γαλακτοκομικά", "Αναψυκτικά", "Απορρυπαντικά", "Τσιγάρα", "Σνακ", "Άλλα"]


class StockApp(tk.Tk):
    def __init__(self):
        super().__init__()
        self.title("Αποθήκη - Μίνι Μάρκετ")
        self.geometry("900x560")
        self.db = sqlite3.connect(DB_FILE)
        self.db.execute(
            "CREATE TABLE IF NOT EXISTS products ("
            "barcode TEXT PRIMARY KEY, name TEXT, category TEXT, qty INTEGER, price REAL)"
        )
        self.build_form()
        self.build_table()
        self.build_buttons()
        self.load_products()

    def build_form(self):
        form = ttk.LabelFrame(self, text="Προϊόν", padding=10)
        form.pack(fill="x", padx=10, pady=(10, 5))

        ttk.Label(form, text="Barcode:").grid(row=0, column=0, sticky="w")
        self.barcode_var = tk.StringVar()
        barcode_entry = ttk.Entry(form, textvariable=self.barcode_var, width=18)
        barcode_entry.grid(row=0, column=1, padx=5, pady=3)
        barcode_entry.bind("<Return>", lambda e: self.find_by_barcode())

        ttk.Label(form, text="Όνομα:").grid(row=0, column=2, sticky="w")
        self.name_var = tk.StringVar()
        ttk.Entry(form, textvariable=self.name_var, width=30).grid(row=0, column=3, padx=5, pady=3)

        ttk.Label(form, text="Κατηγορία:").grid(row=1, column=0, sticky="w")
        self.category_var = tk.StringVar(value=CATEGORIES[0])
        ttk.Combobox(
            form,
            textvariable=self.category_var,
            values=CATEGORIES,
            state="readonly",
            width=16,
        ).grid(row=1, column=1, padx=5, pady=3)

        ttk.Label(form, text="Ποσότητα:").grid(row=1, column=2, sticky="w")
        self.qty_var = tk.IntVar(value=0)
        ttk.Spinbox(form, from_=0, to=9999, textvariable=self.qty_var, width=8).grid(row=1, column=3, sticky="w", padx=5)

        ttk.Label(form, text="Τιμή €:").grid(row=1, column=4, sticky="w")
        self.price_var = tk.DoubleVar(value=0.0)
        ttk.Entry(form, textvariable=self.price_var, width=8).grid(row=1, column=5, padx=5)

    def build_table(self):
        frame = ttk.Frame(self)
        frame.pack(fill="both", expand=True, padx=10, pady=5)
        columns = ("barcode", "name", "category", "qty", "price")
        self.tree = ttk.Treeview(
            frame,
            columns=columns,
            show="headings",
            selectmode="browse",
            height=14,
        )
        headings = {"barcode": "Barcode", "name": "Όνομα", "category": "Κατηγορία", "qty": "Ποσ.", "price": "Τιμή"}
        widths = {"barcode": 130, "name": 280, "category": 140, "qty": 60, "price": 80}
        for col in columns:
            self.tree.heading(col, text=headings[col], command=lambda c=col: self.sort_by(c))
            self.tree.column(col, width=widths[col], anchor="center" if col in ("qty", "price") else "w")
        self.tree.tag_configure("low", background="#ffd6d6")
        scroll = ttk.Scrollbar(frame, orient="vertical", command=self.tree.yview)
        self.tree.configure(yscrollcommand=scroll.set)
        self.tree.pack(side="left", fill="both", expand=True)
        scroll.pack(side="right", fill="y")
        self.tree.bind("<<TreeviewSelect>>", self.on_select)

    def build_buttons(self):
        bar = ttk.Frame(self)
        bar.pack(fill="x", padx=10, pady=(0, 10))
        ttk.Button(bar, text="Αποθήκευση", command=self.save_product).pack(side="left")
        ttk.Button(bar, text="Διαγραφή", command=self.delete_product).pack(side="left", padx=5)
        ttk.Button(bar, text="+1", width=4, command=lambda: self.change_qty(1)).pack(side="left")
        ttk.Button(bar, text="-1", width=4, command=lambda: self.change_qty(-1)).pack(side="left", padx=5)
        self.status = ttk.Label(bar, text="", foreground="#a00")
        self.status.pack(side="right")

    def load_products(self, order="name"):
        self.tree.delete(*self.tree.get_children())
        low = 0
        rows = self.db.execute(f"SELECT barcode, name, category, qty, price FROM products ORDER BY {order}")
        for barcode, name, category, qty, price in rows:
            tags = ("low",) if qty <= LOW_STOCK else ()
            low += bool(tags)
            self.tree.insert("", "end", iid=barcode, values=(barcode, name, category, qty, f"{price:.2f}"), tags=tags)
        self.status.config(text=f"Λίγο απόθεμα: {low} προϊόντα" if low else "")

    def sort_by(self, column):
        self.load_products(order=column)

    def on_select(self, event):
        sel = self.tree.selection()
        if not sel:
            return
        barcode, name, category, qty, price = self.tree.item(sel[0], "values")
        self.barcode_var.set(barcode)
        self.name_var.set(name)
        self.category_var.set(category)
        self.qty_var.set(int(qty))
        self.price_var.set(float(price))

    def find_by_barcode(self):
        code = self.barcode_var.get().strip()
        if code in self.tree.get_children():
            self.tree.selection_set(code)
            self.tree.see(code)
        else:
            self.name_var.set("")
            self.qty_var.set(0)

    def save_product(self):
        code = self.barcode_var.get().strip()
        if not code or not self.name_var.get().strip():
            messagebox.showwarning("Προσοχή", "Βάλε barcode και όνομα.")
            return
        try:
            qty, price = self.qty_var.get(), self.price_var.get()
        except tk.TclError:
            messagebox.showerror("Λάθος", "Η ποσότητα και η τιμή πρέπει να είναι αριθμοί.")
            return
        self.db.execute(
            "INSERT OR REPLACE INTO products VALUES (?, ?, ?, ?, ?)",
            (code, self.name_var.get().strip(), self.category_var.get(), qty, price),
        )
        self.db.commit()
        self.load_products()

    def change_qty(self, delta):
        sel = self.tree.selection()
        if not sel:
            return
        self.db.execute("UPDATE products SET qty = MAX(qty + ?, 0) WHERE barcode = ?", (delta, sel[0]))
        self.db.commit()
        self.load_products()
        self.tree.selection_set(sel[0])

    def delete_product(self):
        sel = self.tree.selection()
        if sel and messagebox.askyesno("Διαγραφή", f"Να σβηστεί το {sel[0]};"):
            self.db.execute("DELETE FROM products WHERE barcode = ?", (sel[0],))
            self.db.commit()
            self.load_products()


if __name__ == "__main__":
    StockApp().mainloop()
