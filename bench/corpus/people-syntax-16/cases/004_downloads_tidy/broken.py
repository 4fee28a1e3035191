# Organiza a pasta Downloads dos usuários da loja (rodar pelo Agendador de Tarefas)
# Antes era um script .ps1, reescrito em Python porque o antivírus bloqueia PowerShell.
# Leandro M. - suporte TI, Campinas/SP

import logging
import os
import shutil
import sys
from datetime import datetime, timedelta
from pathlib import Path

USUARIO = os.environ.get("USERNAME", "caixa01")
ORIGEM = Path("C:/Users") / USUARIO / "Downloads"
DESTINO_BASE = Path("D:/Arquivos") / USUARIO
LOG_DIR = Path("\\srv-loja01\Util\Logs\Organizador")
DIAS_PARA_LIXO = 30
SIMULAR = "--simular" in sys.argv

CATEGORIAS = {
    "Notas Fiscais": [".xml", ".pdf"],
    "Planilhas": [".xls", ".xlsx", ".csv", ".ods"],
    "Imagens": [".jpg", ".jpeg", ".png", ".gif", ".webp", ".heic"],
    "Instaladores": [".exe", ".msi"],
    "Compactados": [".zip", ".rar", ".7z"],
    "Documentos": [".doc", ".docx", ".odt", ".txt", ".rtf"],
}


def configurar_log():
    try:
        LOG_DIR.mkdir(parents=True, exist_ok=True)
        arquivo = LOG_DIR / f"{USUARIO}_{datetime.now():%Y%m%d}.log"
    except OSError:
        arquivo = ORIGEM / "organizador.log"
    logging.basicConfig(
        filename=arquivo,
        level=logging.INFO,
        format="%(asctime)s %(levelname)s %(message)s",
        datefmt="%d/%m/%Y %H:%M:%S",


def categoria_de(arquivo):
    ext = arquivo.suffix.lower()
    for nome, extensoes in CATEGORIAS.items():
        if ext in extensoes:
            # XML e PDF de nota vêm com a chave de 44 dígitos no nome
            if nome == "Notas Fiscais" and not any(c.isdigit() for c in arquivo.stem):
                continue
            return nome
    return "Outros"


def destino_livre(pasta, nome):
    alvo = pasta / nome
    n = 1
    while alvo.exists():
        alvo = pasta / f"{Path(nome).stem} ({n}){Path(nome).suffix}"
        n += 1
    return alvo


def mover(arquivo, categoria):
    pasta = DESTINO_BASE / categoria / f"{datetime.now():%Y-%m}"
    alvo = destino_livre(pasta, arquivo.name)
    if SIMULAR:
        logging.info("[simulação] %s -> %s", arquivo, alvo)
        return
    pasta.mkdir(parents=True, exist_ok=True)
    shutil.move(str(arquivo), str(alvo))
    logging.info("movido %s -> %s", arquivo.name, alvo)


def limpar_instaladores():
    $limite = datetime.now() - timedelta(days=DIAS_PARA_LIXO)
    pasta = DESTINO_BASE / "Instaladores"
    if not pasta.exists():
        return 0
    apagados = 0
    for arq in pasta.rglob("*"):
        if arq.is_file() and datetime.fromtimestamp(arq.stat().st_mtime) -lt limite:
            if not SIMULAR:
                arq.unlink()
            apagados += 1
    return apagados


def main():
    configurar_log()
    if not ORIGEM.exists():
        logging.error("Pasta de origem não existe: %s", ORIGEM)
        return 1

    contagem = {}
    for arquivo in ORIGEM.iterdir():
        if arquivo.is_dir() or arquivo.name.startswith("~$"):
            continue
        if arquivo.suffix.lower() in (".crdownload", ".part", ".tmp"):
            continue   # download ainda em andamento
        cat = categoria_de(arquivo)
        try:
            mover(arquivo, cat)
            contagem[cat] = contagem.get(cat, 0) + 1
        except PermissionError:
            logging.warning("arquivo em uso, fica para a próxima: %s", arquivo.name)

    apagados = limpar_instaladores()
    resumo = ", ".join(f"{k}: {v}" for k, v in sorted(contagem.items()))
    logging.info("fim - %s; instaladores antigos apagados: %d", resumo or "nada a mover", apagados)
    return 0


if __name__ == "__main__":
    sys.exit(main())
