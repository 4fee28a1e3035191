"""Dosage table for the cattle wormer (Tierarztpraxis Huber)."""

DOSE_ML_PER_KG = {
    "kalb": 0.5,
    "rind": 1,2,
    "schaf": 0.8,
}


def dose(animal, weight_kg):
    return round(DOSE_ML_PER_KG[animal] * weight_kg, 1)


for animal, weight in [("kalb", 80), ("rind", 540), ("schaf", 62)]:
    print(animal, dose(animal, weight), "ml")
