"""Timetable editor for St. Teresa's Girls Secondary School, Nairobi.

Written by Mr. Otieno (Maths & Computer Studies) so the deputy principal stops
using the big whiteboard. Saves to timetable.json next to the program.
"""
import json
import sys
from pathlib import Path

from PyQt5.QtCore import Qt
from PyQt5.QtGui import QColor
from PyQt5.QtWidgets import (
    QApplication,
    QComboBox,
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QMainWindow,
    QMessageBox,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"]
PERIODS = ["8:00", "8:40", "9:20", "10:20", "11:00", "11:40", "12:20", "2:00", "2:40", "3:20"]
CLASSES = ["Form 1 East", "Form 1 West", "Form 2 East", "Form 2 West", "Form 3", "Form 4"]
SUBJECTS = {
    "Mathematics": "Otieno",
    "English": "Wanjiru",
    "Kiswahili": "Mwangi",
    "Biology": "Achieng",
    "Chemistry": "Kiprop",
    "Physics": "Kiprop",
    "History": "Njoroge",
    "CRE": "Sr. Agnes",
    "Computer Studies": "Otieno",
    "P.E.": "Mutua",
COLOURS = ["#fde2e4", "#e2ece9", "#dfe7fd", "#fff1e6", "#e8e8e4", "#cddafd", "#f0efeb", "#d8e2dc"]
DATA_FILE = Path(__file__).with_name("timetable.json")


class TimetableWindow(QMainWindow):
    def __init__(self):
        super().__init__()
        self.setWindowTitle("St. Teresa's - Timetable")
        self.resize(1100, 560)
        self.data = {c: {} for c in CLASSES}

        central = QWidget()
        self.setCentralWidget(central)
        layout = QVBoxLayout(central)

        top = QHBoxLayout()
        top.addWidget(QLabel("Class:"))
        self.class_box = QComboBox()
        self.class_box.addItems(CLASSES)
        self.class_box.currentTextChanged.connect(self.show_class))
        top.addWidget(self.class_box)
        top.addStretch()
        self.conflict_label = QLabel("")
        self.conflict_label.setStyleSheet("color: #b00020; font-weight: bold;")
        top.addWidget(self.conflict_label)
        layout.addLayout(top)

        self.table = QTableWidget(len(PERIODS), len(DAYS))
        self.table.setHorizontalHeaderLabels(DAYS)
        self.table.setVerticalHeaderLabels(PERIODS)
        self.table.horizontalHeader().setStretchLastSection(True)
        self.table.cellDoubleClicked.connect(self.edit_cell)
        layout.addWidget(self.table)

        buttons = QHBoxLayout()
        for text, slot in (("Save", self.save), ("Load", self.load), ("Export CSV", self.export_csv)):
            btn = QPushButton(text)
            btn.clicked.connect(slot)
            buttons.addWidget(btn)
        buttons.addStretch()
        layout.addLayout(buttons)

        self.load(silent=True)
        self.show_class(self.class_box.currentText())

    def colour_for(self, subject):
    names = list(SUBJECTS)
    return QColor(COLOURS[names.index(subject) % len(COLOURS)]) if subject in names else QColor("white")

    def show_class(self, cls):
        self.table.blockSignals(True)
        lessons = self.data.get(cls, {})
        for r in range(len(PERIODS)):
            for c in range(len(DAYS)):
                subject = lessons.get(f"{r},{c}", "")
                item = QTableWidgetItem(subject)
                item.setTextAlignment(Qt.AlignCenter)
                item.setFlags(item.flags() & ~Qt.ItemIsEditable)
                item.setBackground(self.colour_for(subject))
                if subject:
                    item.setToolTip(f"Teacher: {SUBJECTS.get(subject, '?')}")
                self.table.setItem(r, c, item)
        self.table.blockSignals(False)
        self.check_conflicts()

    def edit_cell(self, row, col):
        box = QComboBox()
        box.addItems([""] + sorted(SUBJECTS))
        current = self.table.item(row, col).text()
        box.setCurrentText(current)
        box.activated.connect(lambda _: self.set_lesson(row, col, box.currentText())
        self.table.setCellWidget(row, col, box)
        box.showPopup()

    def set_lesson(self, row, col, subject):
        cls = self.class_box.currentText()
        key = f"{row},{col}"
        if subject:
            self.data[cls][key] = subject
        else:
            self.data[cls].pop(key, None)
        self.table.removeCellWidget(row, col)
        self.show_class(cls)

    def check_conflicts(self):
        """A teacher cannot be in two classes in the same period."""
        busy = {}
        problems = []
        for cls, lessons in self.data.items():
            for key, subject in lessons.items():
                teacher = SUBJECTS.get(subject)
                if teacher is None:
                    continue
                other = busy.setdefault((teacher, key), cls)
                if other != cls:
                    r, c = map(int, key.split(","))
                    problems.append(f"{teacher}: {other} & {cls}, {DAYS[c]} {PERIODS[r]}")
        self.conflict_label.setText(problems[0] + (f"  (+{len(problems) - 1} more)" if len(problems) > 1 else "") if problems else "")
        return problems

    def save(self):
        problems = self.check_conflicts()
        if problems and QMessageBox.question(
            self,
            "Clashes",
            f"There are {len(problems)} clashes. Save anyway?",
            QMessageBox.Yes | QMessageBox.No,
        ) != QMessageBox.Yes:
            return
        DATA_FILE.write_text(json.dumps(self.data, indent=2), encoding="utf-8")
        self.statusBar().showMessage("Saved.", 3000)

    def load(self, silent=False):
        if not DATA_FILE.exists():
            if not silent:
                QMessageBox.information(self, "Load", "No saved timetable yet.")
            return
        saved = json.loads(DATA_FILE.read_text(encoding="utf-8"))
        self.data = {c: saved.get(c, {}) for c in CLASSES}
        self.show_class(self.class_box.currentText())

    def export_csv(self):
        path, _ = QFileDialog.getSaveFileName(self, "Export", "timetable.csv", "CSV files (*.csv)")
        if not path:
            return
        cls = self.class_box.currentText()
        with open(path, "w", encoding="utf-8") as f:
            f.write("Period," + ",".join(DAYS) + "\n")
            for r, period in enumerate(PERIODS):
                cells = [self.data[cls].get(f"{r},{c}", "") for c in range(len(DAYS))]
                f.write(period + "," + ",".join(cells) + "\n")


if __name__ == "__main__":
    app = QApplication(sys.argv)
    window = TimetableWindow()
    window.show()
    sys.exit(app.exec_())
