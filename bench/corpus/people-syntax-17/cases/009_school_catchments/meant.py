"""
Upptagningsområden för grundskolor - Malmö stad, stadsbyggnadskontoret
Räknar elever (folkbokförda 6-15 år, per adresspunkt) inom gångavstånd från varje skola
och jämför med skolans kapacitet. Skriver GeoPackage + en karta som PNG.

Körs i conda-miljön "gis" (geopandas 0.14, shapely 2).
/ Elin S., GIS-analytiker
"""
from pathlib import Path

import geopandas as gpd
import matplotlib.pyplot as plt
import pandas as pd
from shapely.geometry import Point
from shapely.ops import unary_union

DATA = Path(r"P:\GIS\skolplanering\2024")
UT = DATA / "resultat"
CRS = "EPSG:3006"   # SWEREF 99 TM

GANGAVSTAND = {     # meter, per stadium
    "F-3": 800,
    "4-6": 1200,
    "7-9": 2000,
}
FARGER = {"under": "#2c7bb6", "ok": "#ffffbf", "over": "#d7191c"}


def las_skolor():
    skolor = gpd.read_file(DATA / "skolor.gpkg", layer="grundskolor").to_crs(CRS)
    skolor = skolor[skolor["huvudman"].isin(["kommunal", "fristående"])]
    skolor["kapacitet"] = skolor["kapacitet"].fillna(0).astype(int)
    return skolor


def las_elever():
    df = pd.read_csv(DATA / "elever_per_adress.csv", sep=";", encoding="utf-8-sig")
    df = df.dropna(subset=["x", "y"])
    geom = [Point(x, y) for x, y in zip(df["x"], df["y"])]
    return gpd.GeoDataFrame(df, geometry=geom, crs=CRS)


def stadium(alder):
    if alder <= 9:
        return "F-3"
    elif alder <= 12:
        return "4-6"
    return "7-9"


def upptagning(skolor, elever):
    """Buffrar varje skola med gångavståndet för respektive stadium och räknar elever."""
    elever = elever.copy()
    elever["stadium"] = elever["alder"].apply(stadium)
    rader = []
    for st, avstand in GANGAVSTAND.items():
        buff = skolor[skolor["stadier"].str.contains(st, regex=False)].copy()
        buff["geometry"] = buff.geometry.buffer(avstand)
        buff["stadium"] = st
        inom = gpd.sjoin(
            elever[elever["stadium"] == st],
            buff[["skol_id", "stadium", "geometry"]],
            how="inner",
            predicate="within",
        )
        # en elev kan ligga inom flera skolors buffert -> räknas för varje skola
        antal = inom.groupby("skol_id")["antal"].sum().rename("elever_" + st)
        rader.append(antal)
    tabell = pd.concat(rader, axis=1).fillna(0).astype(int)
    return skolor.merge(tabell, left_on="skol_id", right_index=True, how="left").fillna(0)


def klassa(rad):
    behov = sum(rad["elever_" + st] for st in GANGAVSTAND)
    if rad["kapacitet"] == 0:
        return "ok"
    kvot = behov / rad["kapacitet"]
    if kvot < 0.8:
        return "under"
    elif kvot > 1.1:
        return "over"
    return "ok"


def vita_flackar(skolor, elever):
    """Adresser med elever som inte når någon skola inom 2000 m."""
    tackning = unary_union(list(skolor.geometry.buffer(max(GANGAVSTAND.values()))))
    utanfor = elever[~elever.geometry.within(tackning)]
    return utanfor


def karta(skolor, utanfor, fil):
    fig, ax = plt.subplots(figsize=(10, 12))
    for klass, farg in FARGER.items():
        del_ = skolor[skolor["klass"] == klass]
        del_.plot(ax=ax, color=farg, markersize=60, edgecolor="black", linewidth=0.4, label=klass)
    utanfor.plot(ax=ax, color="grey", markersize=2, alpha=0.5, label="utanför gångavstånd")
    ax.set_title("Grundskolor: elevunderlag inom gångavstånd / kapacitet", fontsize=13)
    ax.set_axis_off()
    ax.legend(loc="lower left", frameon=False)
    fig.savefig(fil, dpi=200, bbox_inches="tight")
    plt.close(fig)


def main():
    UT.mkdir(parents=True, exist_ok=True)
    skolor = las_skolor()
    elever = las_elever()
    resultat = upptagning(skolor, elever)
    resultat["klass"] = resultat.apply(klassa, axis=1)
    utanfor = vita_flackar(skolor, elever)
    resultat.to_file(UT / "upptagning.gpkg", layer="skolor", driver="GPKG")
    utanfor.to_file(UT / "upptagning.gpkg", layer="utanfor", driver="GPKG")
    karta(resultat, utanfor, UT / "upptagning.png")
    print(resultat["klass"].value_counts().to_string())
    print("Elever utanför gångavstånd:", int(utanfor["antal"].sum()))


if __name__ == "__main__":
    main()
