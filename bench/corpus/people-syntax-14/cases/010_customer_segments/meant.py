# %% [markdown]
# ## Segmentasi pelanggan toko online (RFM + KMeans)
# Catatan: dijalankan di Jupyter lalu diekspor ke .py buat direview mas Dimas

# %%
import pandas as pd
import numpy as np
import matplotlib.pyplot as plt
import seaborn as sns
from sklearn.preprocessing import StandardScaler
from sklearn.cluster import KMeans
from sklearn.metrics import silhouette_score

# %%
trx = pd.read_csv("data/transaksi_2023.csv", parse_dates=["tanggal"])
trx = trx[trx["status"] == "selesai"]
print(trx.shape)
trx.head()

# %%
# RFM: recency (hari sejak transaksi terakhir), frequency, monetary
tgl_acuan = trx["tanggal"].max() + pd.Timedelta(days=1)
# agregat per pelanggan
rfm = trx.groupby("id_pelanggan") \
    .agg(recency=("tanggal", lambda s: (tgl_acuan - s.max()).days),
         frequency=("id_order", "nunique"),
         monetary=("total", "sum")) \
    .reset_index()
rfm.describe()

# %%
# monetary sangat skewed -> log
rfm["log_monetary"] = np.log1p(rfm["monetary"])
rfm["log_frequency"] = np.log1p(rfm["frequency"])
fitur = ["recency", "log_frequency", "log_monetary"]
X = StandardScaler().fit_transform(rfm[fitur])

# %%
# cari k terbaik: elbow + silhouette
inersia, sil = [], []
ks = range(2, 9)
for k in ks:
    km = KMeans(n_clusters=k, n_init=10, random_state=0).fit(X)
    inersia.append(km.inertia_)
    sil.append(silhouette_score(X, km.labels_, sample_size=5000, random_state=0))

fig, ax1 = plt.subplots(figsize=(8, 4))
ax1.plot(ks, inersia, "o-", color="tab:blue")
ax1.set_ylabel("inersia")
ax2 = ax1.twinx()
ax2.plot(ks, sil, "s--", color="tab:red")
ax2.set_ylabel("silhouette")
ax1.set_xlabel("k")

# %%
K = 4  # dari grafik di atas, silhouette masih oke dan elbow di 4
km = KMeans(n_clusters=K, n_init=10, random_state=0).fit(X)
rfm["segmen"] = km.labels_
profil = rfm.groupby("segmen")[["recency", "frequency", "monetary"]].median()
profil["jumlah"] = rfm["segmen"].value_counts().sort_index()
profil

# %%
# kasih nama segmen berdasarkan profil (dicek manual)
nama = {}
for s, baris in profil.iterrows():
    if baris["recency"] < 60 and baris["frequency"] >= 3:
        nama[s] = "loyal"
    elif baris["recency"] < 60:
        nama[s] = "baru"
    elif baris["monetary"] > profil["monetary"].median():
        nama[s] = "hampir hilang (nilai besar)"
    else:
        nama[s] = "tidur"
rfm["nama_segmen"] = rfm["segmen"].map(nama)
rfm["nama_segmen"].value_counts()

# %%
sns.scatterplot(data=rfm.sample(3000, random_state=1), x="recency", y="log_monetary",
                hue="nama_segmen", alpha=0.5, s=15)
plt.title("Segmen pelanggan 2023")
plt.savefig("output/segmen_rfm.png", dpi=150)

# %%
rfm[["id_pelanggan", "nama_segmen"]].to_csv("output/segmen_untuk_crm.csv", index=False)
