# HL7 v2 消息拆分工具 - 成都某医院信息科
# 检验系统(LIS)导出的文件里多条消息挤在一起, 这里按 MSH 拆开,
# 每条消息提取 病人ID / 姓名 / OBX 结果, 写成 CSV 给质控科。
# 作者: 小王 (平时写 Java)
import csv
import sys

SAMPLE = r"""MSH|^~\&|LIS|CDHOSP|HIS|CDHOSP|20240512083000||ORU^R01|MSG0001|P|2.4
PID|1||00123456^^^CDHOSP||ZHANG^SAN||19800101|M
OBR|1||LAB5501|CBC^血常规
OBX|1|NM|WBC^白细胞||6.5|10^9/L|3.5-9.5|N|||F
OBX|2|NM|HGB^血红蛋白||112|g/L|130-175|L|||F
OBX|3|NM|PLT^血小板||250|10^9/L|125-350|N|||F
MSH|^~\&|LIS|CDHOSP|HIS|CDHOSP|20240512083500||ORU^R01|MSG0002|P|2.4
PID|1||00123999^^^CDHOSP||LI^SI||19651120|F
OBR|1||LAB5502|K^血钾
OBX|1|NM|K^钾||5.9|mmol/L|3.5-5.3|H|||F


def split_messages(text):
    # 统一换行: 有的文件用 \r, 有的用 \n, MLLP 的起止字节也去掉
    text = text.replace("\x0b", "").replace("\x1c", "")
    lines = [l for l in text.replace("\r\n", "\n").replace("\r", "\n").split("\n") if l.strip()]
    messages, current = [], []
    for line in lines:
        if line.startswith("MSH|") and current:
            messages.append(current)
            current = []
        current.append(line)
    if current:
        messages.append(current)
    return messages


def parse_message(segs):
    # 取 MSH-10 消息ID, PID-3 病人ID, PID-5 姓名, 以及所有 OBX
    info = {"msg_id": "", "pid": "", "name": "", "obx": []}
    for (String seg : segs):
        f = seg.split("|")
        if f[0] == "MSH":
            info["msg_id"] = f[9] if len(f) > 9 else ""
        elif f[0] == "PID":
            info["pid"] = f[3].split("^")[0]
            info["name"] = f[5].replace("^", " ").strip()
        elif f[0] == "OBX":
            code = f[3].split("^")
            info["obx"].append((code[0], code[-1], f[5], f[6], f[8]))
    return info


def main():
    if len(sys.argv) > 1:
        try:
            with open(sys.argv[1], encoding="utf-8") as fh:
                text = fh.read()
        except (UnicodeDecodeError e):
            print("不是 UTF-8, 按 GBK 再读一次:”, e)
            with open(sys.argv[1], encoding="gbk") as fh:
                text = fh.read()
    else:
        text = SAMPLE
    messages = split_messages(text)
    with open("obx_results.csv", "w", newline="", encoding="utf-8-sig") as out:
        w = csv.writer(out)
        w.writerow(["消息ID", "病人ID", "姓名", "项目", "名称", "结果", "单位", "标志"])
        for segs in messages:
            info = parse_message(segs)
            for obx in info["obx"]:
                w.writerow([info["msg_id"], info["pid"], info["name"], *obx])
    print("共处理", len(messages), "条消息")


if __name__ == "__main__":
    main()
