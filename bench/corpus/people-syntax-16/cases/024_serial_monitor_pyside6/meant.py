"""Sériový monitor pro moje Arduino/ESP projekty (náhrada za Arduino IDE monitor).

PySide6 + pyserial, čtení běží ve vlastním QThread.
Autor: Tomáš H., Brno - bastlení po večerech.
"""
import sys
import time
from datetime import datetime

import serial
import serial.tools.list_ports
from PySide6.QtCore import QThread, Signal, Slot
from PySide6.QtGui import QFont, QTextCursor
from PySide6.QtWidgets import (
    QApplication,
    QCheckBox,
    QComboBox,
    QGridLayout,
    QLineEdit,
    QPlainTextEdit,
    QPushButton,
    QWidget,
)

BAUDS = ["9600", "19200", "38400", "57600", "115200", "230400", "921600"]
KONCE_RADKU = {"Žádný": b"", "LF": b"\n", "CR": b"\r", "CR+LF": b"\r\n"}


class Ctecka(QThread):
    radek = Signal(str)
    chyba = Signal(str)

    def __init__(self, port, baud):
        super().__init__()
        self.port = port
        self.baud = baud
        self.bezi = True
        self.spojeni = None

    def run(self):
        try:
            self.spojeni = serial.Serial(self.port, self.baud, timeout=0.1)
        except serial.SerialException as e:
            self.chyba.emit(str(e))
            return
        buffer = b""
        while self.bezi:
            try:
                data = self.spojeni.read(256)
            except serial.SerialException as e:
                self.chyba.emit(f"Spojení přerušeno: {e}")
                break
            if not data:
                continue
            buffer += data
            while b"\n" in buffer:
                kus, buffer = buffer.split(b"\n", 1)
                self.radek.emit(kus.decode("utf-8", errors="replace").rstrip("\r"))
        self.spojeni.close()

    def posli(self, data):
        if self.spojeni and self.spojeni.is_open:
            self.spojeni.write(data)

    def zastav(self):
        self.bezi = False
        self.wait(1000)


class Monitor(QWidget):
    def __init__(self):
        super().__init__()
        self.setWindowTitle("Sériový monitor")
        self.resize(820, 520)
        self.ctecka = None

        self.porty = QComboBox()
        self.obnov_porty()
        self.baud = QComboBox()
        self.baud.addItems(BAUDS)
        self.baud.setCurrentText("115200")
        self.tlacitko = QPushButton("Připojit")
        self.tlacitko.clicked.connect(self.prepni)
        obnovit = QPushButton("↻")
        obnovit.setToolTip("Znovu načíst seznam portů")
        obnovit.clicked.connect(self.obnov_porty)

        self.vystup = QPlainTextEdit(readOnly=True)
        self.vystup.setFont(QFont("Consolas", 10))
        self.vystup.setMaximumBlockCount(5000)
        self.cas = QCheckBox("Časové značky")
        self.autoscroll = QCheckBox("Autoscroll", checked=True)
        smazat = QPushButton("Smazat")
        smazat.clicked.connect(self.vystup.clear)

        self.vstup = QLineEdit(placeholderText="Text k odeslání…")
        self.vstup.returnPressed.connect(self.odesli)
        self.konec = QComboBox()
        self.konec.addItems(list(KONCE_RADKU))
        self.konec.setCurrentText("LF")
        odeslat = QPushButton("Odeslat")
        odeslat.clicked.connect(self.odesli)

        mrizka = QGridLayout(self)
        mrizka.addWidget(self.porty, 0, 0, 1, 2)
        mrizka.addWidget(obnovit, 0, 2)
        mrizka.addWidget(self.baud, 0, 3)
        mrizka.addWidget(self.tlacitko, 0, 4)
        mrizka.addWidget(self.vystup, 1, 0, 1, 5)
        mrizka.addWidget(self.cas, 2, 0)
        mrizka.addWidget(self.autoscroll, 2, 1)
        mrizka.addWidget(smazat, 2, 4)
        mrizka.addWidget(self.vstup, 3, 0, 1, 3)
        mrizka.addWidget(self.konec, 3, 3)
        mrizka.addWidget(odeslat, 3, 4)
        mrizka.setColumnStretch(0, 1)

    @Slot()
    def obnov_porty(self):
        self.porty.clear()
        for p in sorted(serial.tools.list_ports.comports(), key=lambda p: p.device):
            self.porty.addItem(f"{p.device} - {p.description}", p.device)

    @Slot()
    def prepni(self):
        if self.ctecka is not None:
            self.ctecka.zastav()
            self.ctecka = None
            self.tlacitko.setText("Připojit")
            self.pis(f"--- odpojeno {datetime.now():%H:%M:%S} ---")
            return
        port = self.porty.currentData()
        if not port:
            self.pis("!!! není vybraný žádný port")
            return
        self.ctecka = Ctecka(port, int(self.baud.currentText()))
        self.ctecka.radek.connect(self.pis)
        self.ctecka.chyba.connect(lambda text: self.pis(f"!!! {text}"))
        self.ctecka.finished.connect(lambda: self.tlacitko.setText("Připojit"))
        self.ctecka.start()
        self.tlacitko.setText("Odpojit")
        self.pis(f"--- připojeno k {port} @ {self.baud.currentText()} ---")

    @Slot(str)
    def pis(self, text):
        if self.cas.isChecked():
            text = f"{datetime.now():%H:%M:%S.%f}"[:-3] + "  " + text
        self.vystup.appendPlainText(text)
        if self.autoscroll.isChecked():
            self.vystup.moveCursor(QTextCursor.End)

    @Slot()
    def odesli(self):
        if self.ctecka is None:
            return
        text = self.vstup.text()
        self.ctecka.posli(text.encode("utf-8") + KONCE_RADKU[self.konec.currentText()])
        self.pis(f">> {text}")
        self.vstup.clear()

    def closeEvent(self, event):
        if self.ctecka is not None:
            self.ctecka.zastav()
        time.sleep(0.05)
        event.accept()


if __name__ == "__main__":
    app = QApplication(sys.argv)
    okno = Monitor()
    okno.show()
    sys.exit(app.exec())
