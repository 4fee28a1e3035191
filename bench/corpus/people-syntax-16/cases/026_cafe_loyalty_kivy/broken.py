# Ứng dụng tích điểm cho quán cà phê "Mộc" - chạy trên máy tính bảng ở quầy
# Viết bởi Hoàng Minh Tuấn (chủ quán, tự học Python), Đà Nẵng
# Mua 9 ly được tặng 1 ly. Dữ liệu lưu trong khachhang.json

from datetime import datetime

from kivy.app import App
from kivy.core.window import Window
from kivy.lang import Builder
from kivy.properties import NumericProperty, StringProperty
from kivy.storage.jsonstore import JsonStore
from kivy.uix.boxlayout import BoxLayout
from kivy.uix.popup import Popup
from kivy.uix.label import Label

SO_LY_DE_TANG = 9

KV = """
#:import dp kivy.metrics.dp

<StampRow@BoxLayout>:
    spacing: dp(6)
    size_hint_y: None
    height: dp(56)

<ManHinhChinh>:
    orientation: "vertical"
    padding: dp(16)
    spacing: dp(12)

    Label:
        text: "Cà phê Mộc - Tích điểm"
        font_size: "28sp"
        bold: True
        size_hint_y: None
        height: dp(50)

    BoxLayout:
        size_hint_y: None
        height: dp(48)
        spacing: dp(8)
        TextInput:
            id: o_sdt
            hint_text: "Số điện thoại khách"
            input_filter: "int"
            multiline: False
            font_size: "20sp"
            on_text_validate: root.tim_khach(self.text)
        Button:
            text: "Tìm"
            size_hint_x: None
            width: dp(100)
            on_release: root.tim_khach(o_sdt.text)

    Label:
        text: root.ten_khach
        font_size: "22sp"
        size_hint_y: None
        height: dp(40)

    Label:
        text: "Đã có {} / {} dấu".format(root.so_dau, root.can_co)
        font_size: "18sp"
        size_hint_y: None
        height: dp(30)

    StampRow:
        id: hang_dau

    BoxLayout:
        spacing: dp(10)
        size_hint_y: None
        height: dp(70)
        Button:
            text: "+1 ly"
            font_size: "24sp"
            background_color: 0.45, 0.3, 0.2, 1
            on_release: root.them_ly(1)
        Button:
            text: "+2 ly"
            font_size: "24sp"
            background_color: 0.45, 0.3, 0.2, 1
            on_release: root.them_ly(2)
        Button:
            text: "Đổi ly miễn phí"
            font_size: "20sp"
            disabled: root.so_dau < root.can_co
            on_release: root.doi_qua()

    Widget:

Builder.load_string(KV)


class ManHinhChinh(BoxLayout):
    ten_khach = StringProperty("Chưa chọn khách")
    so_dau = NumericProperty(0)
    can_co = NumericProperty(SO_LY_DE_TANG)

    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        self.kho = JsonStore("khachhang.json")
        self.sdt = None

    def tim_khach(self, sdt):
        sdt = sdt.strip()
        if len(sdt) < 9:
            self.bao("Số điện thoại chưa đúng")
            return
        self.sdt = sdt
        if not self.kho.exists(sdt):
            self.kho.put(sdt, ten=f"Khách {sdt[-4:]}", dau=0, lich_su=[])
        khach = self.kho.get(sdt)
        self.ten_khach = khach["ten"]
        self.so_dau = khach["dau"]
        self.ve_dau()

    def ve_dau(self):
        hang = self.ids.hang_dau
        hang.clear_widgets()
        for i in range(SO_LY_DE_TANG):
            hang.add_widget(Label(
                text="●" if i < self.so_dau else "○",
                font_size="34sp",
                color=(0.45, 0.3, 0.2, 1) if i < self.so_dau else (0.7, 0.7, 0.7, 1),
            )

    def them_ly(self, so_ly):
        if self.sdt is None:
            self.bao("Hãy tìm khách trước")
            return
        khach = self.kho.get(self.sdt)
        lich_su = khach["lich_su"] + [{"luc": datetime.now().isoformat(timespec="minutes"), "ly": so_ly}]
        moi = min(khach["dau"] + so_ly, SO_LY_DE_TANG)
        self.kho.put(self.sdt, ten=khach["ten"], dau=moi, lich_su=lich_su)
        self.so_dau = moi
        self.ve_dau()

    def doi_qua(self):
        khach = self.kho.get(self.sdt)
        self.kho.put(self.sdt, ten=khach["ten"], dau=0, lich_su=khach["lich_su"] + [{"luc": datetime.now().isoformat(timespec="minutes"), "ly": 0, "qua" True}])
        self.so_dau = 0
        self.ve_dau()
        self.bao("Đã đổi 1 ly miễn phí. Cảm ơn quý khách!")

    def bao(self, noi_dung):
        Popup(
            title="Thông báo",
            content=Label(text=noi_dung, font_size="20sp"),
            size_hint=(0.6, 0.3),
            auto_dismiss=True,
        ).open()


class QuanMocApp(App):
    title = "Cà phê Mộc"

    def build(self):
        Window.clearcolor = (0.98, 0.96, 0.92, 1)
        return ManHinhChinh()


if __name__ == "__main__":
    QuanMocApp().run()
