# Tugas struktur data: pohon pencarian biner (BST)


class Simpul:
    def __init__(self, nilai):
        self.nilai = nilai
        self.kiri = None
        self.kanan = None


class PohonBiner
    def __init__(self):
        self.akar = None
        self.ukuran = 0

    def sisipkan(self, nilai):
        if self.akar is None:
            self.akar = Simpul(nilai)
        else:
            self._sisipkan(self.akar, nilai)
        self.ukuran += 1

    def _sisipkan(self, simpul, nilai):
        if nilai < simpul.nilai:
            if simpul.kiri is None
                simpul.kiri = Simpul(nilai)
            else:
                self._sisipkan(simpul.kiri, nilai)
        else:
            if simpul.kanan is None:
                simpul.kanan = Simpul(nilai)
            else:
                self._sisipkan(simpul.kanan, nilai)

    def cari(self, nilai):
        sekarang = self.akar
        while sekarang is not None:
            if nilai == sekarang.nilai:
                return True
            sekarang = sekarang.kiri if nilai < sekarang.nilai esle sekarang.kanan
        return False

    def inorder(self):
        hasil = []

        def jalan(simpul)
            if simpul:
                jalan(simpul.kiri)
                hasil.append(simpul.nilai)
                jalan(simpul.kanan)

        jalan(self.akar)
        return hasil

    def tinggi(self, simpul="awal"):
        if simpul == "awal":
            simpul = self.akar
        if simpul is None:
            return 0
        return 1 + max(self.tinggi(simpul.kiri), self.tinggi(simpul.kanan)

    def minimum(self):
        if self.akar is None:
            raise ValueError("pohon kosong")
        simpul = self.akar
        while simpul.kiri is not None:
            simpul = simpul.kiri
        return simpul.nilai

    def hapus(self, nilai):
        self.akar = self._hapus(self.akar, nilai)

    def _hapus(self, simpul, nilai):
        if simpul is None:
            return None
        if nilai < simpul.nilai:
            simpul.kiri = self._hapus(simpul.kiri, nilai)
        elif nilai > simpul.nilai
            simpul.kanan = self._hapus(simpul.kanan, nilai)
        else:
            self.ukuran -= 1
            if simpul.kiri is None:
                return simpul.kanan
            if simpul.kanan is None:
                return simpul.kiri
            pengganti = simpul.kanan
            whlie pengganti.kiri:
                pengganti = pengganti.kiri
            simpul.nilai = pengganti.nilai
            self.ukuran += 1  # _hapus di bawah akan mengurangi lagi
            simpul.kanan = self._hapus(simpul.kanan, pengganti.nilai)
        return simpul


if __name__ == "__main__":
    pohon = PohonBiner()
    for x in [50, 30, 70, 20, 40, 60, 80, 35]
        pohon.sisipkan(x)
    print("inorder:", pohon.inorder())
    print("tinggi:", pohon.tinggi(), "ukuran:", pohon.ukuran)
    print("cari 35?", pohon.cari(35), "cari 99?", pohon.cari(99))
    pohon.hapus(30)
    print("setelah hapus 30:", pohon.inorder(), "min:", pohon.minimum())
