"""Pedidos especiales - Panadería y Pastelería "La Espiga", Guadalajara.

Programa para tomar pedidos de pasteles por encargo en el mostrador.
Lo hizo Daniela (la hija de la dueña) con PyQt6. Los pedidos se guardan en pedidos.csv.
"""
import csv
import sys
from collections import Counter
from datetime import datetime
from pathlib import Path

from PyQt6.QtCore import QDateTime, Qt
from PyQt6.QtGui import QFont, QTextDocument
from PyQt6.QtPrintSupport import QPrintDialog, QPrinter
from PyQt6.QtWidgets import (
    QApplication,
    QComboBox,
    QDateTimeEdit,
    QDialog,
    QDialogButtonBox,
    QDoubleSpinBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QMessageBox,
    QPlainTextEdit,
    QPushButton,
    QSpinBox,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

ARCHIVO = Path(__file__).with_name("pedidos.csv")
SABORES = ["Tres leches", "Chocolate", "Zanahoria", "Red velvet", "Moka", "Frutos rojos"]
TAMANOS = {"Individual (4 pers.)": 180.0, "Chico (10 pers.)": 420.0, "Mediano (20 pers.)": 780.0, "Grande (40 pers.)": 1450.0}
EXTRAS = {"Ninguno": 0.0, "Foto comestible": 150.0, "Figura de fondant": 220.0, "Letrero de chocolate": 60.0}
ANTICIPO_MINIMO = 0.5
CAMPOS = ["folio", "cliente", "telefono", "entrega", "sabor", "tamano", "extra", "mensaje", "total", "anticipo"]


class DialogoPedido(QDialog):
    def __init__(self, parent=None):
        super().__init__(parent)
        self.setWindowTitle("Nuevo pedido")
        self.setMinimumWidth(460)

        self.cliente = QLineEdit()
        self.telefono = QLineEdit()
        self.telefono.setInputMask("00 0000 0000;_")
        self.entrega = QDateTimeEdit(QDateTime.currentDateTime().addDays(2))
        self.entrega.setCalendarPopup(True)
        self.entrega.setDisplayFormat("dd/MM/yyyy hh:mm")
        self.sabor = QComboBox()
        self.sabor.addItems(SABORES)
        self.tamano = QComboBox()
        self.tamano.addItems(list(TAMANOS))
        self.extra = QComboBox()
        self.extra.addItems(list(EXTRAS))
        self.pisos = QSpinBox(minimum=1, maximum=4, value=1)
        self.mensaje = QPlainTextEdit()
        self.mensaje.setPlaceholderText("Ej. ¡Feliz cumpleaños, Lupita!")
        self.mensaje.setMaximumHeight(70)
        self.anticipo = QDoubleSpinBox(maximum=99999, decimals=2, prefix="$ ")
        self.total = QLabel()
        self.total.setAlignment(Qt.AlignmentFlag.AlignRight)

        forma = QFormLayout()
        forma.addRow("Cliente:", self.cliente)
        forma.addRow("Teléfono:", self.telefono)
        forma.addRow("Entrega:", self.entrega)
        forma.addRow("Sabor:", self.sabor)
        forma.addRow("Tamaño:", self.tamano)
        forma.addRow("Pisos:", self.pisos)
        forma.addRow("Decoración:", self.extra)
        forma.addRow("Mensaje:", self.mensaje)
        forma.addRow("Anticipo:", self.anticipo)
        forma.addRow("Total:", self.total)

        botones = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel,
            parent=self,
        botones.accepted.connect(self.validar)
        botones.rejected.connect(self.reject)

        capa = QVBoxLayout(self)
        capa.addLayout(forma)
        capa.addWidget(botones)

        for combo in (self.tamano, self.extra):
            combo.currentIndexChanged.connect(self.recalcular)
        self.pisos.valueChanged.connect(self.recalcular)
        self.recalcular()

    def precio(self):
        base = TAMANOS[self.tamano.currentText()] * self.pisos.value()
        return base + EXTRAS[self.extra.currentText()]

    def recalcular(self):
        self.total.setText(f"<b>$ {self.precio():,.2f}</b>")
        self.anticipo.setMinimum(round(self.precio() * ANTICIPO_MINIMO, 2))

    def validar(self):
        if not self.cliente.text().strip():
            QMessageBox.warning(self, "Falta información", "Escribe el nombre del cliente.")
            return
        if self.entrega.dateTime() < QDateTime.currentDateTime().addSecs(24 * 3600):
            QMessageBox.warning(self, "Muy pronto", "Los pasteles por encargo necesitan al menos 24 horas.")
            return
        self.accept()

    def datos(self):
        return {
            "cliente": self.cliente.text().strip(),
            "telefono": self.telefono.text(),
            "entrega": self.entrega.dateTime().toString("yyyy-MM-dd hh:mm"),
            "sabor": self.sabor.currentText(),
            "tamano": f"{self.tamano.currentText()} x{self.pisos.value()}"
            "extra": self.extra.currentText(),
            "mensaje": self.mensaje.toPlainText().replace("\n", " "),
            "total": f"{self.precio():.2f}",
            "anticipo": f"{self.anticipo.value():.2f}",
        }


class VentanaPedidos(QWidget):
    def __init__(self):
        super().__init__()
        self.setWindowTitle("La Espiga - Pedidos especiales")
        self.resize(960, 480)
        self.tabla = QTableWidget(0, len(CAMPOS))
        self.tabla.setHorizontalHeaderLabels([c.capitalize() for c in CAMPOS])
        self.tabla.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        nuevo = QPushButton("Nuevo pedido")
        nuevo.clicked.connect(self.nuevo_pedido)
        hoy = QPushButton("Entregas de hoy")
        hoy.clicked.connect(lambda: self.cargar(solo_hoy=True)
        todos = QPushButton("Todos")
        todos.clicked.connect(lambda: self.cargar(solo_hoy=False))
        resumen = QPushButton("Resumen del día")
        resumen.clicked.connect(self.resumen_dia)
        imprimir = QPushButton("Imprimir ticket")
        imprimir.clicked.connect(self.imprimir_seleccionado)
        arriba = QHBoxLayout()
        for b in (nuevo, hoy, todos, resumen, imprimir):
            arriba.addWidget(b)
        arriba.addStretch()
        caja = QGroupBox("Pedidos")
        QVBoxLayout(caja).addWidget(self.tabla)
        capa = QVBoxLayout(self)
        capa.addLayout(arriba)
        capa.addWidget(caja)
        self.cargar()

    def leer(self):
        if not ARCHIVO.exists():
            return []
        with open(ARCHIVO, newline="", encoding="utf-8") as f:
            return list(csv.DictReader(f))

    def cargar(self, solo_hoy=False):
        pedidos = self.leer()
        if solo_hoy:
            hoy = datetime.now().strftime("%Y-%m-%d")
            pedidos = [p for p in pedidos if p["entrega"].startswith(hoy)]
        self.tabla.setRowCount(len(pedidos))
        for fila, p in enumerate(pedidos):
            for col, campo in enumerate(CAMPOS):
                self.tabla.setItem(fila, col, QTableWidgetItem(p.get(campo, "")))
        self.tabla.resizeColumnsToContents()

    def nuevo_pedido(self):
        dialogo = DialogoPedido(self)
        if dialogo.exec() != QDialog.DialogCode.Accepted:
            return
        pedidos = self.leer()
        datos = dialogo.datos()
        datos["folio"] = f"E{len(pedidos) + 1:04d}"
        nuevo_archivo = not ARCHIVO.exists()
        with open(ARCHIVO, "a", newline="", encoding="utf-8") as f:
            w = csv.DictWriter(f, fieldnames=CAMPOS)
            if nuevo_archivo:
                w.writeheader()
            w.writerow(datos)
        QMessageBox.information(self, "Pedido guardado", f"Folio {datos['folio']} - resta por pagar $ {float(datos['total']) - float(datos['anticipo']):,.2f}")
        self.cargar()
        if QMessageBox.question(self, "Ticket", "¿Imprimir el ticket para el cliente?") == QMessageBox.StandardButton.Yes:
            self.imprimir(datos)

    def ticket_html(self, p):
        resta = float(p["total"]) - float(p["anticipo"])
        return (
            "<h3 style='text-align:center'>Panadería y Pastelería La Espiga</h3>"
            "<p style='text-align:center'>Av. Hidalgo 1450, Guadalajara, Jal. - Tel. 33 3615 2280</p>"
            f"<p><b>Folio:</b> {p['folio']}<br><b>Cliente:</b> {p['cliente']} ({p['telefono']})</p>"
            f"<p><b>Entrega:</b> {p['entrega']}<br><b>Pastel:</b> {p['sabor']}, {p['tamano']}<br>"
            f"<b>Decoración:</b> {p['extra']}<br><b>Mensaje:</b> {p['mensaje'] or '-'}</p>"
            f"<p>Total: $ {float(p['total']):,.2f}<br>Anticipo: $ {float(p['anticipo']):,.2f}<br>"
            f"<b>Resta: $ {resta:,.2f}</b></p>"
            "<p style='font-size:8pt'>Sin ticket no se entrega el pedido. Anticipos no reembolsables.</p>"
        )

    def imprimir(self, pedido):
        impresora = QPrinter(QPrinter.PrinterMode.HighResolution)
        if QPrintDialog(impresora, self).exec() != QDialog.DialogCode.Accepted:
            return
        documento = QTextDocument()
        documento.setDefaultFont(QFont("Arial", 9))
        documento.setHtml(self.ticket_html(pedido))
        documento.print(impresora)

    def imprimir_seleccionado(self):
        fila = self.tabla.currentRow()
        if fila < 0:
            QMessageBox.information(self, "Imprimir", "Selecciona primero un pedido de la tabla.")
            return
        pedido = {campo: self.tabla.item(fila, col).text() for col, campo in enumerate(CAMPOS)}
        self.imprimir(pedido)

    def resumen_dia(self):
        manana = QDateTime.currentDateTime().addDays(1).toString("yyyy-MM-dd")
        pedidos = [p for p in self.leer() if p["entrega"].startswith(manana)]
        if not pedidos:
            QMessageBox.information(self, "Resumen", "No hay pedidos para mañana.")
            return
        por_sabor = Counter(p["sabor"] for p in pedidos)
        lineas = [f"{sabor}: {n}" for sabor, n in por_sabor.most_common()]
        cobrar = sum(float(p["total"]) - float(p["anticipo"]) for p in pedidos)
        QMessageBox.information(
            self,
            "Producción para mañana",
            f"{len(pedidos)} pasteles\n\n" + "\n".join(lineas) + f"\n\nPor cobrar al entregar: $ {cobrar:,.2f}",
        )


if __name__ == "__main__":
    app = QApplication(sys.argv)
    ventana = VentanaPedidos()
    ventana.show()
    sys.exit(app.exec())
