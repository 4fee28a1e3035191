"""
Reinforced concrete beam design check to Eurocode 2 (EN 1992-1-1) - singly/doubly
reinforced rectangular sections, shear links and span/depth deflection check.

Used for the first pass on the 4-storey school block in Ikeja before the model goes
into the FE package. Units are in the variable names: kN, kNm, mm, MPa (= N/mm2).

Engr. Adebayo O., structural engineer, Lagos
"""
import math
from dataclasses import dataclass

GAMMA_C = 1.5
GAMMA_S = 1.15
ALPHA_CC = 0.85
K_BAL = 0.167          # K' without redistribution
BAR_AREAS_MM2 = {10: 78.5, 12: 113.1, 16: 201.1, 20: 314.2, 25: 490.9, 32: 804.2}


@dataclass
class Section:
    name: str
    b_mm: float
    h_mm: float
    cover_mm: float
    link_dia_mm: float
    bar_dia_mm: float
    fck_MPa: float = 25.0
    fyk_MPa: float = 460.0

    @property
    def d_mm(self):
        return self.h_mm - self.cover_mm - self.link_dia_mm - self.bar_dia_mm / 2

    @property
    def d2_mm(self):
        return self.cover_mm + self.link_dia_mm + self.bar_dia_mm / 2


def flexure(sec, MEd_kNm):
    """Tension (and compression) steel for the design moment, simplified rectangular block."""
    fyd = sec.fyk_MPa / GAMMA_S
    K = MEd_kNm * 1e6 / (sec.b_mm * sec.d_mm ** 2 * sec.fck_MPa)
    if K <= K_BAL:
        z_mm = min(sec.d_mm * (0.5 + math.sqrt(0.25 - K / 1.134)), 0.95 * sec.d_mm)
        As_req = MEd_kNm * 1e6 / (fyd * z_mm)
        As2_req = 0.0
    else:
        z_mm = sec.d_mm * (0.5 + math.sqrt(0.25 - K_BAL / 1.134))
        As2_req = ((K - K_BAL) * sec.fck_MPa * sec.b_mm * sec.d_mm ** 2
                   / (fyd * (sec.d_mm - sec.d2_mm)))
        As_req = K_BAL * sec.fck_MPa * sec.b_mm * sec.d_mm ** 2 / (fyd * z_mm) + As2_req
    fctm = 0.3 * sec.fck_MPa ** (2 / 3)
    As_min = max(0.26 * fctm / sec.fyk_MPa * sec.b_mm * sec.d_mm, 0.0013 * sec.b_mm * sec.d_mm)
    return {"K": K, "z_mm": z_mm, "As_req_mm2": max(As_req, As_min), "As2_req_mm2": As2_req}


def choose_bars(As_mm2, dia):
    n = max(2, math.ceil(As_mm2 / BAR_AREAS_MM2[dia]))
    return n, n * BAR_AREAS_MM2[dia]


def shear_links(sec, VEd_kN, As_prov_mm2, link_legs=2):
    """Vertical links, variable strut inclination method (cot theta between 1.0 and 2.5)."""
    d = sec.d_mm
    k = min(1 + math.sqrt(200 / d), 2.0)
    rho_l = min(As_prov_mm2 / (sec.b_mm * d), 0.02)
    VRdc_kN = max(
        0.18 / GAMMA_C * k * (100 * rho_l * sec.fck_MPa) ** (1 / 3),
        0.035 * k ** 1.5 * sec.fck_MPa ** 0.5,
    ) * sec.b_mm * d / 1000
    if VEd_kN <= VRdc_kN:
        spacing = min(0.75 * d, 300)
        return {"VRdc_kN": VRdc_kN, "cot_theta": None, "Asw_s": None, "spacing_mm": spacing}
    nu1 = 0.6 * (1 - sec.fck_MPa / 250)
    z = 0.9 * d
    # smallest strut angle whose crushing capacity still exceeds VEd
    ratio = VEd_kN * 1000 / (sec.b_mm * z * nu1 * sec.fck_MPa / GAMMA_C)
    theta = 0.5 * math.asin(min(ratio * 2, 1.0))
    cot_theta = min(max(1 / math.tan(theta), 1.0), 2.5)
    fywd = 0.8 * sec.fyk_MPa / GAMMA_S
    Asw_s = VEd_kN * 1000 / (z * fywd * cot_theta)
    Asw_mm2 = link_legs * math.pi * sec.link_dia_mm ** 2 / 4
    spacing = min(Asw_mm2 / Asw_s, 0.75 * d, 300)
    return {"VRdc_kN": VRdc_kN, "cot_theta": cot_theta, "Asw_s": Asw_s, "spacing_mm": math.floor(spacing / 25) * 25}


def span_depth_ok(sec, span_mm, As_req_mm2, As_prov_mm2, K_factor=1.0):
    rho0 = math.sqrt(sec.fck_MPa) * 1e-3
    rho = As_req_mm2 / (sec.b_mm * sec.d_mm)
    if rho <= rho0:
        limit = K_factor * (11 + 1.5 * math.sqrt(sec.fck_MPa) * rho0 / rho
                            + 3.2 * math.sqrt(sec.fck_MPa) * (rho0 / rho - 1) ** 1.5)
    else:
        # rho' = 0: compression steel ignored for the span/depth check
        limit = K_factor * (11 + 1.5 * math.sqrt(sec.fck_MPa) * rho0 / rho)
    limit *= min(As_prov_mm2 / As_req_mm2, 1.5)
    actual = span_mm / sec.d_mm
    return actual <= limit, actual, limit


def check_beam(sec, span_mm, MEd_kNm, VEd_kN):
    f = flexure(sec, MEd_kNm)
    n, As_prov = choose_bars(f["As_req_mm2"], int(sec.bar_dia_mm))
    v = shear_links(sec, VEd_kN, As_prov)
    ok, actual, limit = span_depth_ok(sec, span_mm, f["As_req_mm2"], As_prov)
    print(f"--- {sec.name}: {sec.b_mm:.0f} x {sec.h_mm:.0f} mm, d = {sec.d_mm:.0f} mm, C{sec.fck_MPa:.0f}")
    print(f"  MEd = {MEd_kNm:.1f} kNm   K = {f['K']:.3f}   z = {f['z_mm']:.0f} mm")
    print(f"  As,req = {f['As_req_mm2']:.0f} mm2  ->  {n}Y{sec.bar_dia_mm:.0f} ({As_prov:.0f} mm2)")
    if f["As2_req_mm2"] > 0:
        print(f"  compression steel As2 = {f['As2_req_mm2']:.0f} mm2")
    print(f"  VEd = {VEd_kN:.1f} kN   VRd,c = {v['VRdc_kN']:.1f} kN   links: Y{sec.link_dia_mm:.0f} @ {v['spacing_mm']:.0f} mm")
    print(f"  span/d = {actual:.1f} (limit {limit:.1f}) {'OK' if ok else 'FAILS - deepen the section'}")


if __name__ == "__main__":
    beams = [
        (Section("B1 (grid 2, A-C)", 300, 600, 30, 10, 20), 7200, 285.0, 190.0),
        (Section("B2 (grid C, 1-3)", 250, 450, 30, 8, 16), 5400, 96.5, 88.0),
        (Section("B7 cantilever canopy", 250, 500, 35, 10, 20), 2400, 142.0, 120.0),
    ]
    for sec, span, M, V in beams:
        check_beam(sec, span, M, V)
