# Espalhador de pedras - add-on para Blender 3.6+
# Autor: Rafael M. (cenários para o curta "Serra Escura")
# Instala em Edit > Preferences > Add-ons > Install..., depois aparece no painel N > Cenário

bl_info = {
    "name": "Espalhador de Pedras",
    "author": "Rafael M.",
    "version": (0, 4, 2),
    "blender": (3, 6, 0),
    "location": "View3D > Sidebar > Cenário",
    "description": "Espalha cópias linkadas de pedras sobre a face selecionada",
    "category": "Object",
}

import random
import math

import bpy
import bmesh
from mathutils import Vector, Matrix
from mathutils.bvhtree import BVHTree


COLECAO_SAIDA = "Pedras_Espalhadas"


# predefinições usadas nas cenas do curta (o diretor de arte pediu para não mexer sem avisar)
PREDEFINICOES = {
    "leito_rio": {"quantidade": 400, "escala_min": 0.15, "escala_max": 0.6, "afundar": 0.08, "alinhar_normal": True},
    "encosta": {"quantidade": 180, "escala_min": 0.5, "escala_max": 1.8, "afundar": 0.2, "alinhar_normal": True},
    "trilha": {"quantidade": 90, "escala_min": 0.2, "escala_max": 0.5, "afundar": 0.03, "alinhar_normal": False},
    "penhasco": {"quantidade": 60, "escala_min": 1.5, "escala_max": 3.5, "afundar": 0.6, "alinhar_normal": False},
}


def pega_colecao(nome):
    """Devolve a coleção de saída, criando se não existir."""
    col = bpy.data.collections.get(nome)
    if col is None:
        col = bpy.data.collections.new(nome)
        bpy.context.scene.collection.children.link(col)
    return col


def pontos_na_superficie(obj, quantidade, semente):
    """Sorteia pontos sobre as faces, proporcional à área de cada face."""
    rnd = random.Random(semente)
    bm = bmesh.new()
    bm.from_mesh(obj.data)
    bm.faces.ensure_lookup_table()
    areas = [f.calc_area() for f in bm.faces]
    total = sum(areas)
    if total == 0:
        bm.free()
        return []
    pontos = []
    for _ in range(quantidade):
        alvo = rnd.uniform(0, total)
        acumulado = 0.0
        for face, area in zip(bm.faces, areas):
            acumulado += area
            if acumulado >= alvo:
                break
        # ponto aleatório dentro do triângulo (só usa os 3 primeiros vértices)
        a, b, c = [v.co for v in face.verts[:3]]
        r1, r2 = rnd.random(), rnd.random()
        if r1 + r2 > 1:
            r1, r2 = 1 - r1, 1 - r2
        p = a + (b - a) * r1 + (c - a) * r2
        pontos.append((obj.matrix_world @ p, obj.matrix_world.to_3x3() @ face.normal))
    bm.free()
    return pontos


class CENARIO_PG_props(bpy.types.PropertyGroup):
    quantidade: bpy.props.IntProperty(name="Quantidade", default=120, min=1, max=5000)
    semente: bpy.props.IntProperty(name="Semente", default=7)
    escala_min: bpy.props.FloatProperty(name="Escala mínima", default=0.4, min=0.01)
    escala_max: bpy.props.FloatProperty(name="Escala máxima", default=1.3, min=0.01)
    alinhar_normal: bpy.props.BoolProperty(name="Alinhar à normal", default=True)
    afundar: bpy.props.FloatProperty(
        name="Afundar",
        description="Quanto cada pedra entra no terreno (em metros)",
        default=0.05,
        min=0.0,
        max=2.0,
        unit="LENGTH",
    )


class CENARIO_OT_espalhar(bpy.types.Operator):
    """Espalha as pedras da coleção 'Pedras_Origem' sobre o objeto ativo"""
    bl_idname = "cenario.espalhar_pedras"
    bl_label = "Espalhar pedras"
    bl_options = {"REGISTER", "UNDO"}

    @classmethod
    def poll(cls, context):
        obj = context.active_object
        return obj is not None and obj.type == "MESH"

    def execute(self, context):
        props = context.scene.cenario_props
        origem = bpy.data.collections.get("Pedras_Origem")
        if origem is None or len(origem.objects) == 0:
            self.report({"ERROR"}, "Crie a coleção 'Pedras_Origem' com algumas pedras")
            return {"CANCELLED"}

        terreno = context.active_object
        saida = pega_colecao(COLECAO_SAIDA)
        rnd = random.Random(props.semente)
        modelos = list(origem.objects)

        for i, (pos, normal) in enumerate(pontos_na_superficie(terreno, props.quantidade, props.semente)):
            modelo = rnd.choice(modelos)
            nova = bpy.data.objects.new(f"pedra_{i:04d}", modelo.data)  # malha linkada, não copia
            escala = rnd.uniform(props.escala_min, props.escala_max)
            nova.scale = (escala, escala, escala * rnd.uniform(0.7, 1.1))
            if props.alinhar_normal:
                rot = normal.to_track_quat("Z", "Y").to_euler()
            else:
                rot = (0.0, 0.0, 0.0)
            nova.rotation_euler = rot
            nova.rotation_euler.rotate_axis("Z", rnd.uniform(0, 2 * math.pi))
            nova.location = pos - normal.normalized() * props.afundar
            saida.objects.link(nova)

        self.report({"INFO"}, "%d pedras espalhadas" % props.quantidade)
        return {"FINISHED"}


class CENARIO_OT_limpar(bpy.types.Operator):
    """Apaga tudo o que foi espalhado"""
    bl_idname = "cenario.limpar_pedras"
    bl_label = "Limpar pedras"
    bl_options = {"REGISTER", "UNDO"}

    def execute(self, context):
        col = bpy.data.collections.get(COLECAO_SAIDA)
        if col:
            for obj in list(col.objects):
                bpy.data.objects.remove(obj, do_unlink=True)
        return {"FINISHED"}


class CENARIO_OT_predefinicao(bpy.types.Operator):
    """Carrega uma predefinição de espalhamento"""
    bl_idname = "cenario.predefinicao"
    bl_label = "Aplicar predefinição"
    bl_options = {"REGISTER", "UNDO"}

    nome: bpy.props.EnumProperty(
        name="Predefinição",
        items=[(k, k.replace("_", " ").title(), "") for k in PREDEFINICOES],
    )

    def execute(self, context):
        props = context.scene.cenario_props
        for chave, valor in PREDEFINICOES[self.nome].items():
            setattr(props, chave, valor)
        self.report({"INFO"}, "Predefinição '%s' aplicada" % self.nome)
        return {"FINISHED"}


class CENARIO_OT_juntar(bpy.types.Operator):
    """Junta todas as pedras espalhadas num único objeto (para exportar ao Unreal)"""
    bl_idname = "cenario.juntar_pedras"
    bl_label = "Juntar em um objeto"
    bl_options = {"REGISTER", "UNDO"}

    def execute(self, context):
        col = bpy.data.collections.get(COLECAO_SAIDA)
        if col is None or not col.objects:
            self.report({"WARNING"}, "Nada para juntar")
            return {"CANCELLED"}
        bpy.ops.object.select_all(action="DESELECT")
        for obj in col.objects:
            obj.data = obj.data.copy()    # desfaz o link antes de juntar
            obj.select_set(True)
        context.view_layer.objects.active = col.objects[0]
        bpy.ops.object.join()
        context.view_layer.objects.active.name = "pedras_juntas"
        return {"FINISHED"}


class CENARIO_PT_painel(bpy.types.Panel):
    bl_label = "Pedras"
    bl_space_type = "VIEW_3D"
    bl_region_type = "UI"
    bl_category = "Cenário"

    def draw(self, context):
        layout = self.layout
        props = context.scene.cenario_props
        col = layout.column(align=True)
        col.prop(props, "quantidade")
        col.prop(props, "semente")
        row = layout.row(align=True)
        row.prop(props, "escala_min", text="Mín")
        row.prop(props, "escala_max", text="Máx")
        layout.prop(props, "alinhar_normal")
        layout.prop(props, "afundar")
        layout.separator()
        layout.operator("cenario.espalhar_pedras", icon="OUTLINER_OB_POINTCLOUD")
        layout.operator("cenario.limpar_pedras", icon="TRASH")
        layout.separator()
        box = layout.box()
        box.label(text="Predefinições")
        grid = box.grid_flow(columns=2, align=True)
        for chave in PREDEFINICOES:
            op = grid.operator("cenario.predefinicao", text=chave.replace("_", " ").title())
            op.nome = chave
        layout.operator("cenario.juntar_pedras", icon="MOD_BOOLEAN")


classes = (
    CENARIO_PG_props,
    CENARIO_OT_espalhar,
    CENARIO_OT_limpar,
    CENARIO_OT_predefinicao,
    CENARIO_OT_juntar,
    CENARIO_PT_painel,
)


def register():
    for cls in classes:
        bpy.utils.register_class(cls)
    bpy.types.Scene.cenario_props = bpy.props.PointerProperty(type=CENARIO_PG_props)


def unregister():
    del bpy.types.Scene.cenario_props
    for cls in reversed(classes):
        bpy.utils.unregister_class(cls)


if __name__ == "__main__":
    register()
