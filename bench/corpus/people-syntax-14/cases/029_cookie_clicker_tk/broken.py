# 饺子点击器 (Dumpling Clicker) v0.3
# 作者: 小林 初二 - 仿 cookie clicker, 用 tkinter 写的
import tkinter as tk
import json
import os

SAVE_FILE = "save.json"

dumplings = 0
per_click = 1
per_second = 0

# 升级: 名字 -> [价格, 每秒增加, 已买数量]
upgrades = {
    "筷子": [15, 0.5, 0],
    "奶奶" = [100, 3, 0],
    "蒸笼": [500, 10, 0],
    "饺子工厂": [3000, 60, 0],
}


def load():
    global dumplings, per_click per_second
    if os.path.exists(SAVE_FILE):
        with open(SAVE_FILE, encoding="utf-8") as f:
            data = json.load(f)
        dumplings = data["dumplings"]
        per_click = data["per_click"]
        per_second = data["per_second"]
        for name in upgrades:
            upgrades[name][2] = data["owned"].get(name, 0)


def save():
    owned = {name: upgrades[name][2] for name in upgrades}
    with open(SAVE_FILE, "w", encoding="utf-8") as f:
        json.dump({"dumplings": dumplings, "per_click": per_click,
                   "per_second": per_second, "owned": owned}, f, ensure_ascii=False


def click():
    global dumplings
    dumplings += per_click
    refresh()


def buy(name):
    global dumplings, per_second
    price, gain, owned = upgrades[name]
    if dumplings >= price:
        dumplings -= price
        per_second += gain
        upgrades[name][2] = owned + 1
        # 每买一个价格涨 15%
        upgrades[name][0] = int(price * 1.15)
        refresh()
    else:
        status.config(text="饺子不够! 还差 " + str(int(price - dumplings)))


def tick():
    global dumplings
    dumplings += per_second / 10
    refresh()
    root.after(100, tick)


def refresh():
    counter.config(text=str(int(dumplings)) + " 个饺子")
    rate.config(text="每秒 " + str(round(per_second, 1)))
    for name, btn in buttons.items():
        price, gain, owned = upgrades[name]
        btn.config(text=f"{name} ({owned})  价格 {price}  +{gain}/秒")
        if dumplings >= price:
            btn.config(state="normal")
        else:
            btn.config(state="disabled")


def on_close():
    save()
    root.destroy()


root = tk.Tk()
root.title("饺子点击器")
root.geometry("420x520")

counter = tk.Label(root, text="0 个饺子", font=("Microsoft YaHei", 24))
counter.pack(pady=10)
rate = tk.Label(root, text="每秒 0")
rate.pack()

big = tk.Button(root, text="🥟 点我!", font=("Microsoft YaHei", 30), command=click)
big.pack(pady=15)

buttons = {}
for name in upgrades:
    b = tk.Button(root, width=36, command=lambda n=name: buy(n))
    b.pack(pady=3)
    buttons[name] = b

status = tk.Label(root, text="", fg="red")
status.pack(pady=8)

load()
refresh()
root.protocol("WM_DELETE_WINDOW", on_close)
root.after(100, tick)
root.mainloop()
