# %% [markdown]
# # Análisis de ventas del primer trimestre
# Cuaderno exportado: cada celda empieza con "# %%".

# %%
import pandas as pd
import matplotlib.pyplot as plt

ARCHIVO = "ventas_t1.csv"
COLUMNAS = ["fecha", "tienda", "producto" "unidades", "precio"

# %%
df = pd.read_csv(ARCHIVO, usecols=COLUMNAS, parse_dates=["fecha"])
df["importe"] = df["unidades"] * df["precio"]
df.head()

# %%
# Ventas por tienda y mes
df["mes"] = df["fecha"].dt.month
por_tienda = (
    df.groupby(["tienda", "mes"])["importe"]
    .sum()
    .unstack(fill_value=0)

print(por_tienda)

# %%
def top_productos(datos, n=5)
    """Los n productos con más importe."""
    resumen = datos.groupby("producto").agg(
        unidades=("unidades", "sum"),
        importe=("importe", "sum")
    )
    return resumen.sort_values("importe", ascending=False).head(n)


top = top_productos(df, n=10)
print(top)

# %%
fig, ax = plt.subplots(figsize=(8, 4))
for tienda, fila in por_tienda.iterrows()
    ax.plot(fila.index, fila.values, marker="o", label=tienda)
ax.set_title("Importe mensual por tienda")
ax.set_xlabel("mes")
ax.set_ylabel(“importe (€)”)
ax.legend(loc="upper left")
plt.tight_layout()
plt.savefig("ventas.png", dpi=120)

# %%
umbral = df["importe"].quantile(0.95)
atipicos = df[df["importe"] > umbral]
if len(atipicos) > 0:
    print(f"{len(atipicos)} ventas por encima de {umbral:.2f} €")
esle:
    print("sin ventas atípicas")
