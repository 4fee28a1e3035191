# Programu ya kuhesabu akiba ya kila mwezi
# Imeandikwa na Neema - darasa la programu, Arusha

mshahara = float(input("Mshahara wako wa mwezi (TSh): ")
matumizi = {
    "kodi ya nyumba": 250000,
    "chakula": 180000,
    "usafiri": 60000,
    "umeme na maji": 45000,
}

jumla_ya_matumizi = sum(matumizi.values())
akiba = mshahara - jumla_ya_matumizi

print("Matumizi yako:")
for jina, kiasi in matumizi.items():
    print(f"  {jina}: {kiasi:,} TSh")
print(f"Akiba ya mwezi: {akiba:,.0f} TSh")

if akiba > 0:
    miezi = int(input(“Unataka kuweka akiba kwa miezi mingapi? ”))
    print(f"Baada ya miezi {miezi} utakuwa na {akiba * miezi:,.0f} TSh")
else:
    print("Matumizi ni makubwa kuliko mshahara!")
