# -*- coding: utf-8 -*-
"""
钙钛矿太阳能电池 I-V 扫描 (Keithley 2400 + pyvisa, GPIB)

正扫 + 反扫, 暗态和光照 (AM1.5G, 100 mW/cm2) 各一次, 计算 Voc, Jsc, FF, PCE 和迟滞指数。
数据保存为 CSV, 每个器件一个文件夹。
作者: 王磊 (材料学院 博士生, 上海)
"""
import csv
import os
import sys
import time
from datetime import datetime

import numpy as np
import pyvisa

GPIB_ADDR = "GPIB0::24::INSTR"
AREA_CM2 = 0.09          # 掩膜面积
P_IN = 100.0             # mW/cm2
COMPLIANCE_A = 0.05

SWEEP = {
    "v_start": -0.2,
    "v_stop": 1.25,
    "step": 0.01,
    "delay_s": 0.05,     # 每点稳定时间
    "nplc": 1,
}


def connect(addr):
    rm = pyvisa.ResourceManager()
    smu = rm.open_resource(addr)
    smu.timeout = 10000
    smu.write_termination = "\n"
    smu.read_termination = "\n"
    print("仪器:", smu.query("*IDN?").strip())
    smu.write("*RST")
    smu.write(":SOUR:FUNC VOLT")
    smu.write(":SENS:FUNC 'CURR'")
    smu.write(f":SENS:CURR:PROT {COMPLIANCE_A}")
    smu.write(f":SENS:CURR:NPLC {SWEEP['nplc']}")
    smu.write(":FORM:ELEM VOLT,CURR")
    return smu


def measure_point(smu, v):
    smu.write(f":SOUR:VOLT:LEV {v:.4f}")
    time.sleep(SWEEP["delay_s"])
    volt, curr = (float(x) for x in smu.query(":READ?").split(","))
    return volt, curr


def sweep(smu, forward=True):
    vs = np.arange(SWEEP["v_start"], SWEEP["v_stop"] + SWEEP["step"] / 2, SWEEP["step"])
    if not forward:
        vs = vs[::-1]
    data = []
    smu.write(":OUTP ON")
    try:
        for v in vs:
            data.append(measure_point(smu, v))
    finally:
        smu.write(":OUTP OFF")
    return np.array(data)


def parameters(data):
    """光照曲线的 Voc, Jsc (mA/cm2), FF, PCE (%); 电流符号按 Keithley 约定取反。"""
    v = data[:, 0]
    j = -data[:, 1] * 1000 / AREA_CM2
    order = np.argsort(v)
    v, j = v[order], j[order]
    jsc = np.interp(0.0, v, j)
    voc = np.interp(0.0, -j, v)     # j 随 v 单调下降
    p = v * j
    k = np.argmax(p)
    ff = p[k] / (voc * jsc) if voc > 0 and jsc > 0 else float("nan")
    pce = p[k] / P_IN * 100
    return {"Voc_V": voc, "Jsc_mA_cm2": jsc, "FF": ff, "PCE_pct": pce, "Vmpp_V": v[k]}


def hysteresis_index(rev, fwd):
    return (rev["PCE_pct"] - fwd["PCE_pct"]) / rev["PCE_pct"]


def save(folder, name, data):
    path = os.path.join(folder, name + ".csv")
    with open(path, "w", newline="") as f:
        w = csv.writer(f)
        w.writerow(["V", "I_A", "J_mA_cm2"])
        for v, i in data:
            w.writerow([f"{v:.4f}", f"{i:.6e}", f"{-i * 1000 / AREA_CM2:.4f}"])
    return path


def main(device):
    folder = os.path.join("data", datetime.now().strftime("%Y%m%d"), device)
    os.makedirs(folder, exist_ok=True)
    smu = connect(GPIB_ADDR)
    try:
        input("遮光, 按回车开始暗态扫描...")
        save(folder, "dark_fwd", sweep(smu, forward=True))
        input("打开光源 (等 2 分钟稳定), 按回车开始光照扫描...")
        fwd = sweep(smu, forward=True)
        rev = sweep(smu, forward=False)
        save(folder, "light_fwd", fwd)
        save(folder, "light_rev", rev)
    finally:
        smu.close()
    pf, pr = parameters(fwd), parameters(rev)
    for label, p in (("正扫", pf), ("反扫", pr)):
        print(f"{label}: Voc={p['Voc_V']:.3f} V  Jsc={p['Jsc_mA_cm2']:.2f} mA/cm2  "
              f"FF={p['FF']:.3f}  PCE={p['PCE_pct']:.2f} %")
    print(f"迟滞指数 HI = {hysteresis_index(pr, pf):.3f}")


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "device_01")
