"""
ספירת גרעינים ותאים חיוביים ל-EdU בצלחות 96 בארות (מיקרוסקופ פלואורסצנטי)

לכל באר: ערוץ DAPI (גרעינים) וערוץ EdU (שכפול DNA). הסקריפט מסגמנט גרעינים, מפריד
גרעינים צמודים ב-watershed, מודד עוצמת EdU בכל גרעין ומחשב אחוז תאים מתחלקים.
תוצאות: CSV לכל הצלחת + תמונות בקרה עם קווי מתאר.

נכתב ע"י: נועה ל., דוקטורנטית, מעבדה לביולוגיה של התא, רחובות
"""
import re
import sys
from pathlib import Path

import numpy as np
import pandas as pd
from scipy import ndimage as ndi
from skimage import exposure, filters, io, measure, morphology, segmentation
from skimage.color import label2rgb
from skimage.feature import peak_local_max

PIXEL_UM = 0.65          # 10x, binning 2
MIN_AREA_UM2 = 40
MAX_AREA_UM2 = 600
EDU_SIGMAS = 3.0         # סף חיוביות: רקע + 3 סטיות תקן
PATTERN = re.compile(r"(?P<well>[A-H]\d{2})_s(?P<site>\d+)_(?P<ch>DAPI|EdU)\.tif$")


def find_images(folder):
    images = {}
    for p in sorted(Path(folder).glob("*.tif")):
        m = PATTERN.search(p.name)
        if m:
            key = (m["well"], int(m["site"]))
            images.setdefault(key, {})[m["ch"]] = p
    return {k: v for k, v in images.items() if {"DAPI", "EdU"} <= v.keys()}


def segment_nuclei(dapi):
    smooth = filters.gaussian(dapi, sigma=1.5, preserve_range=True)
    mask = smooth > filters.threshold_otsu(smooth)
    mask = morphology.remove_small_objects(mask, min_size=int(MIN_AREA_UM2 / PIXEL_UM ** 2))
    mask = ndi.binary_fill_holes(mask)
    # הפרדת גרעינים נוגעים: מרחק -> מקסימום מקומי -> watershed
    distance = ndi.distance_transform_edt(mask)
    coords = peak_local_max(distance, min_distance=int(4 / PIXEL_UM), labels=measure.label(mask), exclude_border=False)
    markers = np.zeros_like(distance, dtype=int)
    markers[tuple(coords.T)] = np.arange(1, len(coords) + 1)
    labels = segmentation.watershed(-distance, markers, mask=mask)
    return labels


def background(edu, labels):
    """רקע = חציון הפיקסלים מחוץ לגרעינים (אחרי הרחבה), ופיזור לפי MAD."""
    outside = ~morphology.binary_dilation(labels > 0, morphology.disk(5))
    values = edu[outside]
    med = np.median(values)
    mad = np.median(np.abs(values - med)) * 1.4826
    return med, mad


def measure_site(dapi_path, edu_path):
    dapi = io.imread(dapi_path).astype(float)
    edu = io.imread(edu_path).astype(float)
    labels = segment_nuclei(dapi)
    bg, spread = background(edu, labels)
    props = measure.regionprops_table(
        labels,
        intensity_image=edu,
        properties=("label", "area", "mean_intensity", "eccentricity"),
    )
    df = pd.DataFrame(props)
    df["area_um2"] = df["area"] * PIXEL_UM ** 2
    df = df[(df["area_um2"] >= MIN_AREA_UM2) & (df["area_um2"] <= MAX_AREA_UM2)]
    df["edu_positive"] = df["mean_intensity"] > bg + EDU_SIGMAS * spread
    return df, labels, edu


def control_image(edu, labels, positive_labels, out_path):
    view = exposure.rescale_intensity(edu, in_range=tuple(np.percentile(edu, (1, 99.5))), out_range=(0, 1))
    pos_mask = np.isin(labels, positive_labels)
    overlay = label2rgb(pos_mask.astype(int), image=view, colors=[(1, 0.2, 0.2)], alpha=0.3, bg_label=0)
    bounds = segmentation.find_boundaries(labels, mode="outer")
    overlay[bounds] = (0.2, 0.8, 1.0)
    io.imsave(out_path, (overlay * 255).astype(np.uint8), check_contrast=False)


def plate_heatmap(plate, out_path):
    """מפת חום של אחוז EdU לפי מיקום הבאר בצלחת (8x12)."""
    import matplotlib.pyplot as plt

    grid = np.full((8, 12), np.nan)
    for _, r in plate.iterrows():
        row = ord(r["well"][0]) - ord("A")
        col = int(r["well"][1:]) - 1
        grid[row, col] = r["pct_edu"]
    fig, ax = plt.subplots(figsize=(7, 4))
    im = ax.imshow(grid, cmap="magma", vmin=0, vmax=np.nanmax(grid) if np.isfinite(grid).any() else 1)
    ax.set_xticks(range(12), [str(c) for c in range(1, 13)])
    ax.set_yticks(range(8), list("ABCDEFGH"))
    for (i, j), v in np.ndenumerate(grid):
        if np.isfinite(v):
            ax.text(j, i, f"{v:.0f}", ha="center", va="center", fontsize=6,
                    color="white" if v < np.nanmax(grid) * 0.6 else "black")
    fig.colorbar(im, ax=ax, label="% EdU+")
    fig.tight_layout()
    fig.savefig(out_path, dpi=200)
    plt.close(fig)


def main(folder):
    out = Path(folder) / "analysis"
    out.mkdir(exist_ok=True)
    rows = []
    for (well, site), ch in find_images(folder).items():
        df, labels, edu = measure_site(ch["DAPI"], ch["EdU"])
        rows.append({
            "well": well,
            "site": site,
            "nuclei": len(df),
            "edu_pos": int(df["edu_positive"].sum()),
            "mean_area_um2": round(df["area_um2"].mean(), 1),
        })
        if site == 1:
            control_image(edu, labels, df.loc[df["edu_positive"], "label"].to_numpy(), out / f"{well}_control.png")
        print(f"{well} s{site}: {len(df)} גרעינים")
    sites = pd.DataFrame(rows)
    plate = sites.groupby("well", as_index=False)[["nuclei", "edu_pos"]].sum()
    plate["pct_edu"] = (100 * plate["edu_pos"] / plate["nuclei"]).round(1)
    plate.to_csv(out / "plate_summary.csv", index=False)
    sites.to_csv(out / "sites.csv", index=False)
    plate_heatmap(plate, out / "plate_heatmap.png")
    low = plate[plate["nuclei"] < 200]
    if not low.empty:
        print("בארות עם מעט גרעינים (לבדוק פוקוס / ניתוק תאים):", ", ".join(low["well"]))
    print(plate.to_string(index=False))


if __name__ == "__main__":
    main(sys.argv[1])
