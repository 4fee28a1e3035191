# Renomeador de fotografias (data EXIF + nome do evento)
# Rui C., fotógrafo de casamentos e batizados, Porto
# wxPython porque já tinha usado num programa antigo do estúdio.

import os
import shutil
from datetime import datetime

import wx
from PIL import ExifTags, Image

EXTENSOES = (".jpg", ".jpeg", ".png", ".tif", ".tiff", ".heic", ".cr2", ".nef")
TAG_DATA = {v: k for k, v in ExifTags.TAGS.items()}["DateTimeOriginal"]


def data_da_foto(caminho):
    try:
        with Image.open(caminho) as img:
            exif = img._getexif() or {}
        texto = exif.get(TAG_DATA)
        if texto:
            return datetime.strptime(texto, "%Y:%m:%d %H:%M:%S")
    except Exception:
        pass
    return datetime.fromtimestamp(os.path.getmtime(caminho))


class JanelaPrincipal(wx.Frame):
    def __init__(self):
        super().__init__(None, title="Renomear fotografias", size=(880, 600))
        self.pasta = ""
        self.ficheiros = []

        painel = wx.Panel(self)
        vbox = wx.BoxSizer(wx.VERTICAL)

        linha_pasta = wx.BoxSizer(wx.HORIZONTAL)
        self.txt_pasta = wx.TextCtrl(painel, style=wx.TE_READONLY)
        btn_pasta = wx.Button(painel, label="Escolher pasta…")
        btn_pasta.Bind(wx.EVT_BUTTON, self.escolher_pasta)
        linha_pasta.Add(self.txt_pasta, 1, wx.EXPAND | wx.RIGHT, 5)
        linha_pasta.Add(btn_pasta, 0)
        vbox.Add(linha_pasta, 0, wx.EXPAND | wx.ALL, 10)

        grelha = wx.FlexGridSizer(rows=3, cols=2, vgap=6, hgap=8)
        grelha.AddGrowableCol(1)
        self.txt_evento = wx.TextCtrl(painel, value="Casamento_Ana_e_Pedro")
        self.txt_inicio = wx.SpinCtrl(painel, min=1, max=99999, initial=1)
        self.chk_copiar = wx.CheckBox(painel, label="Copiar para subpasta 'renomeadas' (não mexer nos originais)")
        self.chk_copiar.SetValue(True)
        grelha.AddMany([
            (wx.StaticText(painel, label="Evento:", 0, wx.ALIGN_CENTER_VERTICAL),
            (self.txt_evento, 1, wx.EXPAND),
            (wx.StaticText(painel, label="Começar em:"), 0, wx.ALIGN_CENTER_VERTICAL),
            (self.txt_inicio, 0),
            ((0, 0), 0),
            (self.chk_copiar, 0),
        ])
        vbox.Add(grelha, 0, wx.EXPAND | wx.LEFT | wx.RIGHT, 10)

        self.lista = wx.ListCtrl(painel, style=wx.LC_REPORT | wx.BORDER_SUNKEN)
        self.lista.InsertColumn(0, "Ficheiro atual", width=300)
        self.lista.InsertColumn(1, "Data", width=160)
        self.lista.InsertColumn(2, "Novo nome", width=360)
        vbox.Add(self.lista, 1, wx.EXPAND | wx.ALL, 10)

        botoes = wx.BoxSizer(wx.HORIZONTAL)
        btn_prever = wx.Button(painel, label="Pré-visualizar")
        btn_renomear = wx.Button(painel, label="Renomear")
        btn_prever.Bind(wx.EVT_BUTTON, lambda evt self.pre_visualizar())
        btn_renomear.Bind(wx.EVT_BUTTON, self.renomear)
        botoes.Add(btn_prever, 0, wx.RIGHT, 8)
        botoes.Add(btn_renomear, 0)
        vbox.Add(botoes, 0, wx.ALIGN_RIGHT | wx.RIGHT | wx.BOTTOM, 10)

        painel.SetSizer(vbox)
        self.CreateStatusBar()
        self.SetStatusText("Escolha a pasta com as fotografias.")

    def escolher_pasta(self, evento):
        with wx.DirDialog(self, "Pasta das fotografias", style=wx.DD_DIR_MUST_EXIST) as dlg:
            if dlg.ShowModal() != wx.ID_OK:
                return
            self.pasta = dlg.GetPath()
        self.txt_pasta.SetValue(self.pasta)
        self.ficheiros = sorted(
            f for f in os.listdir(self.pasta)
            if f.lower().endswith(EXTENSOES) and os.path.isfile(os.path.join(self.pasta, f))
        self.pre_visualizar()

    def novos_nomes(self):
        evento = self.txt_evento.GetValue().strip().replace(" ", "_") or "Fotos"
        com_data = [(data_da_foto(os.path.join(self.pasta, f)), f) for f in self.ficheiros]
        com_data.sort()
        n = self.txt_inicio.GetValue()
        resultado = []
        for i, (data, nome) in enumerate(com_data, start=n):
            ext = os.path.splitext(nome)[1].lower()
            resultado.append((nome, data, f"{data:%Y%m%d_%H%M%S}_{evento}_{i:04d}{ext}"))
        return resultado

    def pre_visualizar(self):
        self.lista.DeleteAllItems()
        for linha, (antigo, data, novo) in enumerate(self.novos_nomes()):
            self.lista.InsertItem(linha, antigo)
            self.lista.SetItem(linha, 1, data.strftime("%d/%m/%Y %H:%M"))
            self.lista.SetItem(linha, 2, novo)
        self.SetStatusText(f"{len(self.ficheiros)} fotografias encontradas.")

    def renomear(self, evento):
        nomes = self.novos_nomes()
        if not nomes:
            wx.MessageBox("Não há fotografias nesta pasta.", "Aviso", wx.OK | wx.ICON_WARNING)
            return
        copiar = self.chk_copiar.GetValue()
        destino = os.path.join(self.pasta, "renomeadas") if copiar else self.pasta
        os.makedirs(destino, exist_ok=True)
        feitos = 0
        for antigo, _, novo in nomes:
            origem = os.path.join(self.pasta, antigo)
            alvo = os.path.join(destino, novo)
            if os.path.exists(alvo):
                continue
            if copiar:
                shutil.copy2(origem, alvo)
            else:
                os.rename(origem, alvo)
            feitos += 1
        wx.MessageBox(f"{feitos} de {len(nomes)} fotografias tratadas.", "Concluído", wx.OK | wx.ICON_INFORMATION)
        if not copiar:
            self.ficheiros = sorted(os.listdir(self.pasta))
        self.pre_visualizar()


if __name__ == "__main__":
    app = wx.App(False)
    JanelaPrincipal().Show()
    app.MainLoop()
