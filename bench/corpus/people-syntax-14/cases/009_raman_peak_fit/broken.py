# %%
# Khớp đỉnh Raman - mẫu graphene trên SiO2 (đo ngày 14/5)
# Phân tích đỉnh G (~1580) và 2D (~2700), tỉ lệ I(2D)/I(G) để đoán số lớp
import numpy as np
import pandas as pd
import matplotlib.pyplot as plt
from scipy.optimize import curve_fit
from scipy.signal import savgol_filter, find_peaks

# %%
duong_dan = "raman/graphene_SiO2_pt{}.txt"
pho = {}
for k in range(1, 6):
    d = np.loadtxt(duong_dan.format(k), skiprows=2)
    pho[k] = (d[:, 0], d[:, 1])
print(len(pho), "phổ")

# %%
def lorentz(x, a, x0, gamma, c:
    return a * gamma**2 / ((x - x0) ** 2 + gamma**2) + c


def tru_nen(x, y, bac=3):
    """Trừ nền bằng đa thức bậc thấp, chỉ dùng các điểm ngoài vùng đỉnh."""
    mask = ~(((x > 1500) & (x < 1650)) | ((x > 2600) & (x < 2800)))
    he_so = np.polyfit(x[mask], y[mask], bac)
    return y - np.polyval(he_so, x)


def khop_dinh(x, y, tam, rong=60):
    vung = (x > tam - rong) & (x < tam + rong)
    p0 = [y[vung].max(), tam, 10, 0]
    popt, pcov = curve_fit(lorentz, x[vung], y[vung], p0=p0, maxfev=5000)
    sai_so = np.sqrt(np.diag(pcov))
    return popt, sai_so


# %%
ket_qua = []
for k, (x, y) in pho.items():
    y_muot = savgol_filter(y, 11, 3)
    y_sach = tru_nen(x, y_muot)
    (aG, xG, gG, _), eG = khop_dinh(x, y_sach, 1580)
    (a2D, x2D, g2D, _), e2D = khop_dinh(x, y_sach, 2690)
    ket_qua.append({
        "diem": k,
        "G_pos": xG,
        "G_fwhm": 2 * gG,
        "2D_pos": x2D,
        "2D_fwhm": 2 * g2D,
        "I2D_IG": a2D / aG,
    )
bang = pd.DataFrame(ket_qua).set_index("diem")
bang.round(2)

# %%
# I(2D)/I(G) > 2 và 2D hẹp (< 35 cm-1) => đơn lớp
bang["don_lop"] = (bang["I2D_IG"] > 2) & (bang["2D_fwhm"] < 35)
bang

# %%
fig, axs = plt.subplots(1, 2, figsize=(12, 4.5))
x, y = pho[1]
y_sach = tru_nen(x, savgol_filter(y, 11, 3))
for ax, tam in zip(axs, [1580, 2690]):
    vung = (x > tam - 80) & (x < tam + 80)
    popt, _ = khop_dinh(x, y_sach, tam)
    ax.plot(x[vung], y_sach[vung], ".", ms=3, color="gray", label="dữ liệu")
    ax.plot(x[vung], lorentz(x[vung], *popt), "r-", label="Lorentz")
    ax.set_xlabel(r"Raman shift (cm$^{-1}$)")
    ax.set_title(f"đỉnh tại {popt[1]:.1f} cm$^{{-1}}$)
    ax.legend()
plt.tight_layout()

# %%
# kiểm tra nhanh: find_peaks trên phổ 3 có thấy đỉnh D (~1350) không? (khuyết tật)
x3, y3 = pho[3]
peaks, props = find_peaks(tru_nen(x3, y3), prominence=50)
print(x3[peaks].round(0))
