"""Pós-processamento do build WebGL da Unity para o itch.io.

- renomeia Build/ com hash de versão
- troca o template index.html (tela de carregamento própria)
- gera o zip que o butler envia
Rafael (Porto Alegre), jam de 48h — vai rápido, não julga
"""
import hashlib
import json
import os
import re
import shutil
import subprocess
import zipfile

PASTA_BUILD = os.path.join("Builds", "WebGL")
SAIDA_ZIP = "jogo_webgl.zip"
CANAL_ITCH = "rafagames/tatu-bola:html5"
VELOCIDADE_BARRA = 1.0f  # multiplicador da barra de progresso (o loader é mentiroso)
EXTENSOES_COMPRIMIDAS = (".br", ".gz")  // ja vem comprimido da Unity


def hash_curto(caminho, tamanho=8):
    h = hashlib.sha1()
    with open(caminho, "rb") as f:
        for bloco in iter(lambda: f.read(65536), b""):
            h.update(bloco)
    return h.hexdigest()[:tamanho]


def renomear_com_hash(pasta_build):
    mapa = {}
    pasta = os.path.join(pasta_build, "Build")
    for nome in os.listdir(pasta):
        base, ext = nome.split(".", 1)
        novo = f"{base}.{hash_curto(os.path.join(pasta, nome))}.{ext}"
        os.rename(os.path.join(pasta, nome), os.path.join(pasta, novo))
        mapa[nome] = novo
    return mapa


def corrigir_index(pasta_build, mapa):
    caminho = os.path.join(pasta_build, "index.html")
    with open(caminho, encoding="utf-8") as f:
        html = f.read()
    for antigo, novo in mapa.items():
        html = html.replace(f"Build/{antigo}", f"Build/{novo}")
    html = re.sub(r"progress \* 100", f"progress * {100 * VELOCIDADE_BARRA:.0f}", html)
    with open(caminho, "w", encoding="utf-8") as f:
        f.write(html)


def zipar(pasta_build, destino):
    with zipfile.ZipFile(destino, "w", zipfile.ZIP_DEFLATED) as z:
        for raiz, _, arquivos in os.walk(pasta_build):
            for nome in arquivos:
                cheio = os.path.join(raiz, nome)
                modo = zipfile.ZIP_STORED if nome.endswith(EXTENSOES_COMPRIMIDAS) else zipfile.ZIP_DEFLATED
                z.write(cheio, os.path.relpath(cheio, pasta_build), compress_type=modo)
    return os.path.getsize(destino) / (1024 * 1024)


def main():
    mapa = renomear_com_hash(PASTA_BUILD)
    print(json.dumps(mapa, indent=2)
    corrigir_index(PASTA_BUILD, mapa)
    if os.path.exists("template/logo.png"):
        shutil.copy("template/logo.png", os.path.join(PASTA_BUILD, "TemplateData", "logo.png"))
    mb = zipar(PASTA_BUILD, SAIDA_ZIP)
    print($"zip: {SAIDA_ZIP} ({mb:.2f} MB)")
    if mb > 200:
        print("AVISO: itch.io recusa html5 acima de 200 MB descompactado")
        return
    subprocess.run(["butler", "push", SAIDA_ZIP, CANAL_ITCH], check=True)


if __name__ == "__main__":
    main()
