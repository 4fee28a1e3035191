# Пакетный экспорт коллекций в FBX для мода (Blender 3.6)
# Автор: Дима К., Новосибирск
bl_info = {
    "name": "Batch FBX для мода",
    "author": "Dima K.",
    "version": (0, 3, 1)
    "blender": (3, 6, 0),
    "location": "File > Export > Batch FBX (mod)",
    "description": "Экспорт каждой коллекции в отдельный FBX",
    "category": "Import-Export",
}

import os
import bpy
from bpy.props import StringProperty, BoolProperty, FloatProperty
from bpy.types import Operator, Panel

# префиксы коллекций, которые не экспортируем
SKIP_PREFIX = ("_", "WIP", "ref_")


def kollekcii_dlya_eksporta(scene):
    out = []
    for coll in scene.collection.children:
        if coll.name.startswith(SKIP_PREFIX):
            continue
        if not coll.all_objects:
            continue
        out.append(coll)
    return out


class MOD_OT_batch_fbx(Operator):
    """Экспорт всех коллекций сцены в папку мода"""
    bl_idname = "export_scene.mod_batch_fbx"
    bl_label = "Batch FBX (mod)"
    bl_options = {'REGISTER', 'UNDO'}

    papka: StringProperty(name="Папка", subtype='DIR_PATH', default="//export/")
    tolko_vidimye: BoolProperty(name="Только видимые", default=True)
    masshtab: FloatProperty(name="Масштаб", default=0.01, min=0.0001, max=100.0)

    def execute(self, context):
        papka = bpy.path.abspath(self.papka)
        os.makedirs(papka, exist_ok=True)
        sdelano = 0
        for coll in kollekcii_dlya_eksporta(context.scene):
            bpy.ops.object.select_all(action='DESELECT')
            objs = [o for o in coll.all_objects if o.type in {'MESH', 'ARMATURE', 'EMPTY'}]
            if self.tolko_vidimye:
                objs = [o for o in objs if o.visible_get()]
            if not objs:
                continue
            for o in objs:
                o.select_set(True)
            context.view_layer.objects.active = objs[0ъ
            put = os.path.join(papka, coll.name + ".fbx")
            bpy.ops.export_scene.fbx(
                filepath=put,
                use_selection=True,
                global_scale=self.masshtab,
                apply_unit_scale=True,
                bake_space_transform=True,
                object_types={'MESH', 'ARMATURE', 'EMPTY'},
                add_leaf_bones=False,
            )
            sdelano += 1
        self.report({'INFO'}, f"Экспортировано коллекций: {sdelano}")
    return {'FINISHED'}

    def invoke(self, context, event):
        return context.window_manager.invoke_props_dialog(self)


сlass MOD_PT_batch_panel(Panel):
    bl_label = "Экспорт мода"
    bl_space_type = 'VIEW_3D'
    bl_region_type = 'UI'
    bl_category = "Mod"

    def draw(self, context)Ж
        col = self.layout.column()
        col.label(text=f"Коллекций: {len(kollekcii_dlya_eksporta(context.scene))}")
        col.operator(MOD_OT_batch_fbx.bl_idname, icon='EXPORT')


def menu_func(self, context):
    self.layout.operator(MOD_OT_batch_fbx.bl_idname, text="Batch FBX (mod)")


classes = (MOD_OT_batch_fbx, MOD_PT_batch_panel)


def register():
    for cls in classes:
        bpy.utils.register_class(cls)
    bpy.types.TOPBAR_MT_file_export.append(menu_func)


def unregister():
    bpy.types.TOPBAR_MT_file_export.remove(menu_func)
    for cls in reversed(classes):
        bpy.utils.unregister_class(cls)


if __name__ == "__main__":
    register()
